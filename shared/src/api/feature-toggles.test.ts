import { flagProviderList, isFeatureEnabled, listKnownToggles } from './feature-toggles';
import {
  injectFault,
  lastRequest,
  pendingFaults,
  recordedRequests,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

const BRAND = 'lastminute.localhost';

describe('FeatureToogle', () => {
  beforeEach(() => signInAs(BRAND));
  afterEach(async () => {
    signOut();
    expect(await pendingFaults(BRAND)).toEqual([]);
  });

  it('FlagProviderList gives the flags of the bearer token’s brand', async () => {
    await expect(flagProviderList()).resolves.toEqual([
      { name: 'travel.maintenance_mode', enabled: false },
      { name: 'travel.tracking.lmn_tealium', enabled: true },
      { name: 'travel.operator_panel', enabled: false },
    ]);
    expect((await lastRequest('FeatureToogle/FlagProviderList', BRAND)).method).toBe('POST');
  });

  it('IsFeatureEnabled reads the brand of the token: maintenance on for the closed brand', async () => {
    await signInAs('closed.localhost');
    await expect(isFeatureEnabled('travel.maintenance_mode')).resolves.toBe(true);
    await expect(isFeatureEnabled('travel.tracking.lmn_tealium')).resolves.toBe(false);
  });

  it('FlagProviderList surfaces a failure for the caller to keep flags off', async () => {
    await injectFault({
      call: 'FeatureToogle/FlagProviderList',
      kind: 'GENERIC_ERROR',
      brand: BRAND,
    });
    await expect(flagProviderList()).rejects.toMatchObject({
      code: 'GENERIC_ERROR',
      message: expect.stringContaining('Injected GENERIC_ERROR'),
    });
  });

  it('IsFeatureEnabled answers one toggle by name (query featureName)', async () => {
    await expect(isFeatureEnabled('travel.tracking.lmn_tealium')).resolves.toBe(true);
    await expect(isFeatureEnabled('travel.maintenance_mode')).resolves.toBe(false);
    await expect(isFeatureEnabled('travel.unknown')).resolves.toBe(false);
    const requests = await recordedRequests('FeatureToogle/IsFeatureEnabled', BRAND);
    expect(requests.slice(-3).map((request) => request.query)).toEqual([
      { featureName: 'travel.tracking.lmn_tealium' },
      { featureName: 'travel.maintenance_mode' },
      { featureName: 'travel.unknown' },
    ]);
  });

  it('ListKnowToggles lists every toggle with what it does', async () => {
    const toggles = await listKnownToggles();
    expect(toggles.map((toggle) => toggle.name)).toEqual([
      'travel.maintenance_mode',
      'travel.tracking.lmn_tealium',
      'travel.operator_panel',
    ]);
    expect(toggles[0]?.description).toMatch(/maintenance/i);
  });
});
