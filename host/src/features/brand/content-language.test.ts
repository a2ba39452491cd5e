import { getBrandContent } from '@storefront/shared/api/content';
import { brandContentOf } from '@storefront/shared/domain/brand';
import type { BrandConfig, BrandContent } from '@storefront/shared/domain/brand';
import { changeLanguage, initI18n } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import {
  brandConfigAtom,
  createStorefrontStore,
  setBrandConfigAtom,
} from '@storefront/shared/state';
import { brandContentAtom } from '@storefront/shared/state/brand-content';
import { followPageLanguage } from './content-language';

// the content service's answers; the store, the i18n instance and the switch are the real ones
jest.mock('@storefront/shared/api/content', () => ({ getBrandContent: jest.fn() }));

const HERO: Partial<Record<Language, string>> = {
  es: 'Tus vacaciones al sol empiezan aquí',
  en: 'Your holiday in the sun starts here',
  de: 'Dein Urlaub in der Sonne beginnt hier',
};

const brand = {
  id: '1',
  domain: 'sunsea.localhost',
  language: 'es',
  contentLanguage: 'es',
  theme: { colors: { primary: '#0a6ebd' } },
  landing: { heroTitle: HERO.es },
  offers: { isScalapayClub: false, deals: [], destinations: [] },
  destinationProposals: {},
  brand: { brandName: 'Sun & Sea Viajes' },
} as unknown as BrandConfig;

/** What the content service answers: the language asked for where it has it, else Spanish. */
function texts(language: Language): BrandContent {
  const served = HERO[language] ? language : 'es';
  return {
    ...brandContentOf(brand),
    language: served,
    landing: { heroTitle: HERO[served] },
  } as BrandContent;
}

const heroShown = (store: ReturnType<typeof createStorefrontStore>) =>
  store.get(brandContentAtom)?.landing.heroTitle;

let stop: () => void = () => undefined;
let store: ReturnType<typeof createStorefrontStore>;

beforeEach(async () => {
  const resources = { es: {}, en: {}, de: {}, pt: {} };
  await initI18n({ language: 'es', resources });
  store = createStorefrontStore();
  store.set(setBrandConfigAtom, brand);
  jest
    .mocked(getBrandContent)
    .mockImplementation((_domain, language) => Promise.resolve(texts(language)));
  stop = followPageLanguage(store, brand, 'sunsea.localhost');
});

afterEach(() => stop());

it('fetches the texts in the language the shopper switches to, and leaves the configuration as it was', async () => {
  await changeLanguage('en');
  await waitForHero('Your holiday in the sun starts here');
  expect(getBrandContent).toHaveBeenCalledWith('sunsea.localhost', 'en');
  expect(store.get(brandContentAtom)?.language).toBe('en');
  expect(store.get(brandConfigAtom)).toBe(brand);
});

it("shows the brand's own language, named, where the content service has none in the new one", async () => {
  await changeLanguage('pt');
  await waitForHero(HERO.es);
  expect(store.get(brandContentAtom)?.language).toBe('es');
});

it('asks once per brand and language: a language already shown comes back without a call', async () => {
  await changeLanguage('en');
  await waitForHero(HERO.en);
  await changeLanguage('es');
  await waitForHero(HERO.es);
  await changeLanguage('en');
  await waitForHero(HERO.en);
  // Spanish is the language the configuration came in: never asked for again
  expect(jest.mocked(getBrandContent).mock.calls).toEqual([['sunsea.localhost', 'en']]);
});

it('shows no answer that comes after the shopper has moved on to another language', async () => {
  let answerInGerman: (content: BrandContent) => void = () => undefined;
  jest
    .mocked(getBrandContent)
    .mockImplementationOnce(() => new Promise((resolve) => (answerInGerman = resolve)));
  await changeLanguage('de');
  await changeLanguage('en');
  await waitForHero(HERO.en);
  answerInGerman(texts('de'));
  await flush();
  expect(heroShown(store)).toBe(HERO.en);
});

it('keeps the texts shown when the new ones cannot be fetched, and asks again at the next switch', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getBrandContent).mockRejectedValueOnce(new Error('HTTP 503'));
  await changeLanguage('de');
  await flush();
  expect(heroShown(store)).toBe(HERO.es);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('HTTP 503'));
  await changeLanguage('es');
  await changeLanguage('de');
  await waitForHero(HERO.de);
  expect(getBrandContent).toHaveBeenCalledTimes(2);
});

it('stops following once the shell lets the brand go', async () => {
  stop();
  await changeLanguage('en');
  await flush();
  expect(getBrandContent).not.toHaveBeenCalled();
  expect(heroShown(store)).toBe(HERO.es);
});

function flush() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function waitForHero(title: string | undefined) {
  for (let tries = 0; tries < 20 && heroShown(store) !== title; tries += 1) await flush();
  expect(heroShown(store)).toBe(title);
}
