import { PROPERTY_TYPES } from './accommodation-filters';
import { ALL_MEAL_PLANS, LUGGAGE_VALUES, MEAL_PLANS, PRODUCT_TYPES, SORT_NAMES } from './contract';
import { FILTER_ISSUE_REASONS, parseAccommodationFilters, parseFlightFilters } from './filters-url';
import { SEARCH_ISSUE_REASONS, parseSearchParams } from './search-url';
import { SHARED_STRINGS as languages, sharedStringsI18n } from '@storefront/testing/strings';

const languageNames = Object.keys(languages);

/** Every key of a nested translation tree, dotted as i18next reads them. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

function messageOf(tree: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? Object.getOwnPropertyDescriptor(node, part)?.value
          : undefined,
      tree,
    );
}

const placeholdersOf = (message: unknown) =>
  [...String(message).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Links that, between them, make the codecs give every reason they have. */
const today = new Date(2025, 5, 15);
const badSearchLinks = [
  'adults=3&adults=4',
  'adults=0&childrenAges=18&outboundDate=20250631&returnDate=2025&checkoutStep=0',
  'childrenAges=1-1-1-1-1-1-1&outboundDate=20250101&returnDate=20250101',
  'outboundDate=20990101&returnDate=20990101',
  'outboundDate=20250620&returnDate=20250619',
  'departure=x&destination=x&mealPlans=NOPE&freeCancellation=yes&product=X&cartId=a+b',
  'departure=BCN&destination=bcn',
];
const badFilterLink =
  'f.price=2-1&f.ostops=9&f.istops=9&f.bags=X&f.otime=9-1&f.itime=9-1&f.conn=x&f.dur=x&f.air=!' +
  '&f.odep=!&f.oarr=!&f.idep=!&f.iarr=!&f.same=x&f.direct=x&f.direct=y' +
  '&h.price=2-1&h.deals=x&h.type=X&h.stars=9&h.rating=11&h.amen=!&h.char=!&h.map=x';
const issues = [
  ...badSearchLinks.flatMap((link) => parseSearchParams(link, { today }).issues),
  ...parseFlightFilters(badFilterLink).issues,
  ...parseAccommodationFilters(badFilterLink, { mealPlans: [], freeCancellation: false }).issues,
];

describe('shared/i18n', () => {
  it('has the same keys in all six languages', () => {
    const english = keysOf(languages.en).sort();
    for (const tree of Object.values(languages)) expect(keysOf(tree).sort()).toEqual(english);
  });

  it('has a non-empty message for every reason the search codec can give, in every language', () => {
    for (const [language, tree] of Object.entries(languages)) {
      for (const reason of SEARCH_ISSUE_REASONS) {
        expect({ language, reason, message: messageOf(tree, reason) }).toEqual({
          language,
          reason,
          message: expect.stringMatching(/\S/),
        });
      }
    }
  });

  it('has a non-empty message for every reason the filter codecs can give, in every language', () => {
    for (const [language, tree] of Object.entries(languages)) {
      for (const reason of FILTER_ISSUE_REASONS) {
        expect({ language, reason, message: messageOf(tree, reason) }).toEqual({
          language,
          reason,
          message: expect.stringMatching(/\S/),
        });
      }
    }
  });

  it('lists exactly the reasons the codecs give', () => {
    const given = new Set(issues.map((issue) => issue.reason));
    expect([...given].sort()).toEqual(
      [...new Set([...SEARCH_ISSUE_REASONS, ...FILTER_ISSUE_REASONS])].sort(),
    );
  });

  it('interpolates in each message only values that its issue gives', () => {
    for (const issue of issues) {
      const given = Object.keys(issue.values ?? {});
      for (const tree of Object.values(languages)) {
        for (const placeholder of placeholdersOf(messageOf(tree, issue.reason))) {
          expect({ reason: issue.reason, placeholder, given }).toEqual({
            reason: issue.reason,
            placeholder,
            given: expect.arrayContaining([placeholder]),
          });
        }
      }
    }
  });

  it('renders every issue as a whole sentence with i18next in every language', async () => {
    const i18n = await sharedStringsI18n();
    for (const language of languageNames) {
      for (const { reason, values } of issues) {
        const message = i18n.t(reason, { ...values, lng: language });
        expect({ language, reason, message }).toEqual({
          language,
          reason,
          message: expect.not.stringMatching(/\{\{|\}\}|^search\./),
        });
      }
    }
  });

  it('uses the same placeholders for a key in every language', () => {
    for (const key of keysOf(languages.en)) {
      const english = placeholdersOf(messageOf(languages.en, key));
      for (const tree of Object.values(languages)) {
        expect({ key, placeholders: placeholdersOf(messageOf(tree, key)) }).toEqual({
          key,
          placeholders: english,
        });
      }
    }
  });

  it.each([
    ['mealPlan', [...MEAL_PLANS, ALL_MEAL_PLANS]],
    ['luggage', LUGGAGE_VALUES],
    ['propertyType', PROPERTY_TYPES],
    ['sort', SORT_NAMES],
    ['product', PRODUCT_TYPES],
  ])('names every %s in every language', (group, codes) => {
    for (const tree of Object.values(languages)) {
      for (const code of codes) {
        expect({ code, label: messageOf(tree, `domain.${group}.${code}`) }).toEqual({
          code,
          label: expect.stringMatching(/\S/),
        });
      }
    }
  });

  it('covers the six languages of the application shell', () => {
    expect(languageNames).toEqual(['es', 'en', 'it', 'fr', 'de', 'pt']);
  });
});
