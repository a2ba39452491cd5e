import {
  AUTH_COOKIE,
  BRAND_CONFIG_RELATIONS,
  LANGUAGE_COOKIE,
  brandConfigPath,
  brandConfigQuery,
  linkToken,
  needsSignOn,
  pageLanguage,
  provisionalLanguage,
  resolveBrandDomain,
  shellStringsUrl,
  shopperLanguage,
} from './start-up';
import { readCookiesFrom } from '../lib/cookies';

afterEach(() => {
  document.cookie = `${AUTH_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the brand domain', () => {
  it('takes the configured domain, else the host name, without case or port', () => {
    expect(resolveBrandDomain('Punti.localhost', 'sunsea.localhost')).toBe('punti.localhost');
    expect(resolveBrandDomain(undefined, 'SunSea.localhost')).toBe('sunsea.localhost');
    expect(resolveBrandDomain(null, 'SunSea.localhost')).toBe('sunsea.localhost');
    expect(resolveBrandDomain('  ', 'members.localhost:3000')).toBe('members.localhost');
    expect(resolveBrandDomain('  Quality.LOCALHOST:4443 ', 'x.localhost')).toBe(
      'quality.localhost',
    );
  });

  it('ignores an environment value that is not text', () => {
    expect(resolveBrandDomain(42, 'sunsea.localhost')).toBe('sunsea.localhost');
  });

  it('names the brand configuration by the same domain', () => {
    expect(brandConfigPath('SunSea.localhost:3000')).toBe('brand-configurations/sunsea.localhost');
  });
});

describe('the brand configuration query', () => {
  it('asks for every relation, in the content service default locale without a choice', () => {
    const query = brandConfigQuery('SunSea.localhost:3000');
    expect(query).toEqual({
      path: 'brand-configurations/sunsea.localhost',
      ...Object.fromEntries(
        BRAND_CONFIG_RELATIONS.map((relation, n) => [`populate[${n}]`, relation]),
      ),
    });
    expect(brandConfigQuery('sunsea.localhost', null)).toEqual(query);
  });

  it("adds Strapi's locale for one of the page's languages only", () => {
    expect(brandConfigQuery('sunsea.localhost', 'de')).toMatchObject({ locale: 'de' });
    for (const stored of ['xx', 'EN', '', 42, undefined]) {
      expect(brandConfigQuery('sunsea.localhost', stored)).not.toHaveProperty('locale');
    }
  });

  it('asks for only the relations given', () => {
    expect(brandConfigQuery('sunsea.localhost', 'en', ['landing', 'offers'])).toEqual({
      path: 'brand-configurations/sunsea.localhost',
      'populate[0]': 'landing',
      'populate[1]': 'offers',
      locale: 'en',
    });
  });
});

describe('the sign-on link token', () => {
  it('turns the spaces URL decoding made of plus signs back into plus signs', () => {
    expect(linkToken('?a=ab+cd%2Bef')).toBe('ab+cd+ef');
    expect(linkToken('?departure=mad')).toBeNull();
    expect(linkToken('?a=')).toBe('');
  });

  it('asks for a sign-on with no auth cookie, or with a link token even beside one', () => {
    expect(needsSignOn('')).toBe(true);
    document.cookie = `${AUTH_COOKIE}=stored; Path=/`;
    expect(needsSignOn('')).toBe(false);
    expect(needsSignOn('?a=member-silver')).toBe(true);
  });
});

describe("the page's language", () => {
  it("is the shopper's choice, else the brand's, else Spanish", () => {
    expect(pageLanguage('fr', 'it')).toBe('fr');
    expect(pageLanguage(null, 'it')).toBe('it');
    expect(pageLanguage('klingon', 'pt')).toBe('pt');
    expect(pageLanguage(null, 'xx')).toBe('es');
  });

  it('has its shell strings at /i18n/<language>.json, on another base when one is given', () => {
    expect(shellStringsUrl('de')).toBe('/i18n/de.json');
    expect(shellStringsUrl('en', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/i18n/en.json',
    );
  });
});

describe("the shopper's language", () => {
  it("is the address's lang, else the language cookie's, else none (the brand's)", () => {
    expect(shopperLanguage('')).toBeNull();
    document.cookie = `${LANGUAGE_COOKIE}=de; Path=/`;
    expect(shopperLanguage('')).toBe('de');
    expect(shopperLanguage('?destination=pmi')).toBe('de');
    expect(shopperLanguage('?lang=it')).toBe('it');
    // an address's lang that is none of the page's languages leaves the cookie's
    expect(shopperLanguage('?lang=xx')).toBe('de');
  });

  it("falls back to the brand's for a cookie that names none of the page's languages", () => {
    for (const value of ['klingon', 'DE', '', 'de,en', '%E0%A4%A']) {
      document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/`;
      expect(shopperLanguage('')).toBeNull();
      expect(pageLanguage(shopperLanguage(''), 'fr')).toBe('fr');
    }
  });

  it("reads the request's cookies on the render server, by the same rule", () => {
    let header: string | null = `${AUTH_COOKIE}=token; ${LANGUAGE_COOKIE}=pt`;
    readCookiesFrom(() => header);
    try {
      expect(shopperLanguage('')).toBe('pt');
      expect(shopperLanguage('?lang=en')).toBe('en');
      header = `${LANGUAGE_COOKIE}=xx`;
      expect(shopperLanguage('')).toBeNull();
      header = null;
      expect(shopperLanguage('')).toBeNull();
    } finally {
      readCookiesFrom(() => (typeof document === 'undefined' ? null : document.cookie));
    }
  });
});

describe('the language before the brand is known', () => {
  const none = { choice: null, toldBrandLanguage: null, rememberedBrandLanguage: null };

  it("takes the shopper's choice, then the brand's as the server told it, then as remembered", () => {
    const all = { choice: 'it', toldBrandLanguage: 'fr', rememberedBrandLanguage: 'en' };
    expect(provisionalLanguage({ ...all, browserLanguage: 'de-DE' })).toBe('it');
    expect(provisionalLanguage({ ...all, choice: null, browserLanguage: 'de-DE' })).toBe('fr');
    expect(
      provisionalLanguage({ ...all, choice: null, toldBrandLanguage: null, browserLanguage: 'de' }),
    ).toBe('en');
  });

  it("falls back to the browser's language, then the default", () => {
    expect(provisionalLanguage({ ...none, browserLanguage: 'de-DE' })).toBe('de');
    expect(provisionalLanguage({ ...none, browserLanguage: 'PT-br' })).toBe('pt');
    expect(provisionalLanguage({ ...none, browserLanguage: 'nl-NL' })).toBe('es');
  });

  it('passes over a value that is not one of the six languages', () => {
    expect(
      provisionalLanguage({
        choice: 'xx',
        toldBrandLanguage: 'fr-FR',
        rememberedBrandLanguage: 'en',
        browserLanguage: 'de',
      }),
    ).toBe('en');
  });
});
