import { brandContentOf, contentLang } from '../domain/brand';
import type { BrandConfig, BrandContent } from '../domain/brand';
import {
  brandConfigAtom,
  createStorefrontStore,
  setBrandConfigAtom,
} from '@storefront/shared/state';
import { brandContentAtom, setBrandContentAtom } from '@storefront/shared/state/brand-content';

const brand = {
  id: '1',
  domain: 'sunsea.localhost',
  language: 'es',
  contentLanguage: 'es',
  landing: { heroTitle: 'Tus vacaciones al sol empiezan aquí' },
  offers: { isScalapayClub: false, deals: [], destinations: [] },
  destinationProposals: {},
  brand: { brandName: 'Sun & Sea Viajes' },
} as unknown as BrandConfig;

const english: BrandContent = {
  ...brandContentOf(brand),
  language: 'en',
  landing: { ...brand.landing, heroTitle: 'Your holiday in the sun starts here' },
};

describe("the brand's texts", () => {
  it("are the brand configuration's until texts in another language come", () => {
    const store = createStorefrontStore();
    expect(store.get(brandContentAtom)).toBeNull();
    store.set(setBrandConfigAtom, brand);
    expect(store.get(brandContentAtom)).toMatchObject({
      language: 'es',
      landing: { heroTitle: 'Tus vacaciones al sol empiezan aquí' },
    });
    store.set(setBrandContentAtom, english);
    expect(store.get(brandContentAtom)).toBe(english);
    // the configuration every other screen reads is the very same object
    expect(store.get(brandConfigAtom)).toBe(brand);
  });

  it('belong to the brand configuration they were fetched for', () => {
    const store = createStorefrontStore();
    store.set(setBrandConfigAtom, brand);
    store.set(setBrandContentAtom, english);
    const another = { ...brand, id: '2', landing: { heroTitle: 'Otra marca' } } as BrandConfig;
    store.set(setBrandConfigAtom, another);
    expect(store.get(brandContentAtom)?.landing.heroTitle).toBe('Otra marca');
  });

  it('are not kept before there is a brand configuration', () => {
    const store = createStorefrontStore();
    store.set(setBrandContentAtom, english);
    store.set(setBrandConfigAtom, brand);
    expect(store.get(brandContentAtom)?.language).toBe('es');
  });
});

describe('the lang attribute of brand texts', () => {
  it("names their language only when it is not the page's", () => {
    expect(contentLang('es', 'en')).toBe('es');
    expect(contentLang('es', 'es')).toBeUndefined();
    expect(contentLang('en-GB', 'en')).toBeUndefined();
    expect(contentLang('EN', 'en')).toBeUndefined();
    expect(contentLang('it', 'de-DE')).toBe('it');
    expect(contentLang('', 'en')).toBeUndefined();
  });
});
