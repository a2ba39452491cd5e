/** @jest-environment node */
import { cookieIn } from '@storefront/shared/lib/cookies';
import { requestVariant, sharedCookieHeader, variantOf } from './variant';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe("a shared page's variant", () => {
  it('is the device class, the language cookie, the consent and the canary arms', () => {
    expect(variantOf({ cookieHeader: null, userAgent: DESKTOP }, '')).toBe('desktop|-|pending|-');
    expect(
      variantOf(
        {
          cookieHeader: 'storefront-language=fr; cookies-acceptance=technical%2Cmeasurement',
          userAgent: PHONE,
        },
        'deals~1.0.0',
      ),
    ).toBe('phone|fr|measurement|deals~1.0.0');
    expect(variantOf({ cookieHeader: null, mobileHint: '?1', userAgent: DESKTOP }, '')).toBe(
      'phone|-|pending|-',
    );
  });

  it('reads a language cookie that names no language, and any consent choice without measurement, as the page does', () => {
    expect(
      requestVariant({
        cookieHeader: 'storefront-language=xx; cookies-acceptance=',
        userAgent: '',
      }),
    ).toEqual({ device: 'desktop', language: '-', consent: 'technical' });
    expect(
      requestVariant({ cookieHeader: 'cookies-acceptance=measurement,technical', userAgent: '' })
        .consent,
    ).toBe('measurement');
    expect(
      requestVariant({ cookieHeader: 'cookies-acceptance=nomeasurements', userAgent: '' }).consent,
    ).toBe('technical');
  });

  it('renders with only the cookies it reads: never the session', () => {
    const request = {
      cookieHeader:
        'Abp.AuthToken=secret; storefront-language=de; cookies-acceptance=technical; other=1',
      userAgent: DESKTOP,
    };
    expect(sharedCookieHeader(request)).toBe(
      'storefront-language=de; cookies-acceptance=technical',
    );
    expect(sharedCookieHeader({ cookieHeader: 'Abp.AuthToken=secret', userAgent: '' })).toBeNull();
  });

  it("reads a cookie of the request by its exact name, the first one's value", () => {
    expect(cookieIn('xstorefront-session=1; storefront-session=own', 'storefront-session')).toBe(
      'own',
    );
    expect(cookieIn('a=1; a=2', 'a')).toBe('1');
    expect(cookieIn(null, 'a')).toBeNull();
  });
});
