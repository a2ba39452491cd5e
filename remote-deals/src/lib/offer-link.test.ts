import { offerTarget } from './offer-link';

describe('offerTarget', () => {
  it('follows paths of the storefront with the router', () => {
    expect(offerTarget('/deals?destination=pmi')).toEqual({
      kind: 'internal',
      to: '/deals?destination=pmi',
    });
  });

  it('links http and https addresses as they are', () => {
    expect(offerTarget('https://www.sunsea.example/promo')).toEqual({
      kind: 'external',
      href: 'https://www.sunsea.example/promo',
    });
  });

  it('refuses script, data and protocol-relative addresses, and nothing at all', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'deals',
      '',
      null,
    ]) {
      expect(offerTarget(url)).toBeNull();
    }
  });
});
