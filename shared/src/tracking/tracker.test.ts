import { buildEvent, configureTracking, setTrackingContext, setTrackingRequestId } from './tracker';

describe('the id of the request that rendered the page', () => {
  beforeEach(() => {
    configureTracking({
      url: 'http://127.0.0.1:9/events',
      token: 't',
      tokenHeader: 'x-tracking-token',
      project: 'storefront',
      appVersion: '1.0.0',
    });
    setTrackingContext({ brand: 'sunsea', subBrand: null, domain: 'sunsea', externalUserId: null });
  });
  afterEach(() => setTrackingRequestId(null));

  it('is in every event of a page rendered on the server', () => {
    setTrackingRequestId('0f8e2a6c9b1d4e3fa7c5b2d1e0f9a8b7');
    expect(buildEvent('viewed.landing')?.eventData.requestId).toBe(
      '0f8e2a6c9b1d4e3fa7c5b2d1e0f9a8b7',
    );
  });

  it('is not there for a page that started in the browser', () => {
    expect(buildEvent('viewed.landing')?.eventData).not.toHaveProperty('requestId');
  });
});
