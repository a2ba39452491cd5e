/**
 * Random and adversarial addresses opened on the hotels and packages search screen, rendered in
 * jsdom in all six languages against the real sandbox: 600 in every test run (the codec alone
 * takes 10,000, shared/src/domain/search-url.fuzz.test.ts), in shards of their own seed, one test
 * file each, so that jest's workers run them side by side. `STOREFRONT_FUZZ_RUNS=5000` sets the
 * addresses per shard for a deeper run (`STOREFRONT_FUZZ_RUNS=5000 pnpm --filter remote-search
 * exec jest fuzz`: 10,000 in all, about half an hour on two cores). For every one: the screen renders without a
 * crash; the search form is there and usable (its fields and an enabled Search button); every
 * value the address holds that could not be used is said in an alert, in the screen's language, by
 * the message that names that parameter (never a key or an unfilled `{{placeholder}}`); and when
 * the address makes a search, it settles into a clear state (a count, no results, or an error with
 * a retry), never a blank list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Component } from 'react';
import type { ReactNode } from 'react';
// one test renders thousands of screens in turn: each is cleaned up (unmounted, its container taken
// out) before the next, not only at the end of the test
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import * as fc from 'fast-check';
import { signInAs } from '@storefront/testing/sandbox';
import { LANGUAGES } from '@storefront/shared/i18n';
import { i18n, initI18n } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import AccommodationScreen from '../features/accommodation-search/AccommodationScreen';
import { NAMESPACE } from '../lib/namespace';
import { readSearchUrl } from '../lib/search-url-state';
import { renderScreen } from './render';
import { testBrand } from '@storefront/testing/brand';

// a brand no other test file of this package signs on as: the files run side by side, and a
// file that reads the sandbox's last call of its brand must not read one of these
const BRAND = 'punti.localhost';
const REPO = path.resolve(__dirname, '../../..');
const json = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(REPO, file), 'utf8')) as Record<string, unknown>;
const OWN = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, json(`remote-search/i18n/${lng}.json`)]),
) as Record<Language, Record<string, unknown>>;

/** Answers this remote's translation files (all six languages); nothing else is fetched. */
function serveTranslations() {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bundle = OWN[(/\/locales\/(\w+)\.json$/.exec(url)?.[1] ?? '') as Language];
    if (!bundle) throw new Error(`unexpected fetch in the fuzz test: ${url}`);
    return { ok: true, status: 200, json: async () => bundle } as unknown as Response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/** A crash while rendering shows here instead of unmounting the tree silently. */
class Crash extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>CRASH: {this.state.error.message}</p> : this.props.children;
  }
}

// ---- addresses: links a shopper could hold, broken the ways links get broken ----

const pad = (n: number) => String(n).padStart(2, '0');
const compactDate = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
};
const validQuery = fc
  .record(
    {
      departure: fc.constantFrom('mad', 'bcn', 'lon'),
      destination: fc.constantFrom('pmi', 'bcn', 'fao', 'zrh', 'par'),
      outbound: fc.integer({ min: 1, max: 300 }),
      nights: fc.integer({ min: 1, max: 14 }),
      adults: fc.integer({ min: 1, max: 9 }),
      childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
      extra: fc.subarray([
        'mealPlans=HALF_BOARD',
        'freeCancellation=true',
        'h.stars=4-5',
        'h.price=100-2000',
        'h.rating=7.5',
        'h.type=HOTEL',
        'h.amen=POOL',
        'h.map=39.4_2.5_39.7_2.9',
        'page=2',
        'sort=PRICE',
      ]),
    },
    { requiredKeys: ['destination'] },
  )
  .map((link) => {
    const params = new URLSearchParams();
    if (link.departure) params.set('departure', link.departure);
    params.set('destination', link.destination);
    if (link.outbound !== undefined) {
      params.set('outboundDate', compactDate(link.outbound));
      params.set('returnDate', compactDate(link.outbound + (link.nights ?? 7)));
    }
    if (link.adults !== undefined) params.set('adults', String(link.adults));
    if (link.childrenAges?.length) params.set('childrenAges', link.childrenAges.join('-'));
    return [params.toString(), ...(link.extra ?? [])].join('&');
  });
const hostile = fc.constantFrom(
  '',
  '%',
  '%zz',
  '%00',
  '+',
  '\u202e',
  '\ud800',
  '１２',
  'ｍａｄ',
  '<img src=x onerror=window.__fuzzed=1>',
  '{{constructor}}',
  '__proto__',
  '-1',
  '0',
  '99',
  '1e9',
  'NaN',
  'true',
  '20200101',
  '20991231',
  '20260230',
  'ALL_MEAL_PLANS',
  'NOPE',
  '9-1',
  '1-1-1-1-1-1-1-1',
  '91_181_-91_-181',
  'a'.repeat(80),
);
const KEYS = [
  'adults',
  'childrenAges',
  'outboundDate',
  'returnDate',
  'departure',
  'destination',
  'mealPlans',
  'freeCancellation',
  'product',
  'cartId',
  'checkoutStep',
  'h.price',
  'h.stars',
  'h.rating',
  'h.type',
  'h.amen',
  'h.map',
  'h.deals',
  'page',
  'sort',
];
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};
const mutate = fc.oneof(
  fc.tuple(fc.constantFrom(...KEYS), hostile).map(
    ([key, value]) =>
      (query: string) =>
        `${query}&${key}=${encode(value)}`,
  ),
  fc.tuple(fc.constantFrom(...KEYS), hostile).map(([key, value]) => (query: string) => {
    const params = new URLSearchParams(query);
    params.set(key, value);
    return params.toString();
  }),
  fc.nat().map((n) => (query: string) => query.slice(0, n % (query.length + 1))),
  fc.constant((query: string) => `${query}&${query}`),
  fc.constant((query: string) => query.toUpperCase()),
  fc.constant((query: string) => query.replace(/-/g, ',')),
);
const address = fc
  .tuple(
    fc.constantFrom('/DP', '/H', '/HGH'),
    validQuery,
    fc.array(mutate, { maxLength: 3 }),
    fc.constantFrom(...LANGUAGES),
  )
  .map(([route, query, mutations, language]) => ({
    route,
    query: mutations.reduce((q, m) => m(q), query),
    language,
  }));

// ---- the screen ----

let restoreFetch: () => void;
/**
 * What was said on console.error besides the expected: React's act() notices of late answers and
 * the API client's own line for a refused search (`[api] <call>: <code>: <message>`).
 */
const reactErrors: string[] = [];
/** (in the test itself: the preset's restoreMocks undoes spies made before each test) */
function recordConsoleErrors() {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.includes('not wrapped in act(') && !text.startsWith('[api] ')) {
      reactErrors.push(text.slice(0, 500));
    }
  });
}
function setUp() {
  beforeAll(async () => {
    await initI18n({
      language: 'es',
      resources: Object.fromEntries(
        LANGUAGES.map((lng) => [
          lng,
          { ...json(`shared/i18n/${lng}.json`), ...json(`shared/src/ui/locales/${lng}.json`) },
        ]),
      ),
    });
    for (const lng of LANGUAGES) i18n.addResourceBundle(lng, NAMESPACE, OWN[lng], true, true);
    await signInAs(BRAND);
    restoreFetch = serveTranslations();
  });
  afterAll(() => {
    restoreFetch();
  });
}

const formLabel = (lng: Language) => i18n.t('form.label', { ns: NAMESPACE, lng });

async function openAddress({
  route,
  query,
  language,
}: {
  route: string;
  query: string;
  language: Language;
}) {
  await i18n.changeLanguage(language);
  const url = `${route}?${query}`;
  const t = (key: string, values?: object) => i18n.t(key, { ...values, lng: language });
  // what the screen reads from the address, and must therefore say
  const read = readSearchUrl(route, new URL(url, 'http://x').search, { productFrom: 'path' });
  // one test renders every address in turn: each is unmounted before the next
  renderScreen(
    <Crash>
      <AccommodationScreen />
    </Crash>,
    { url, path: route, brand: testBrand() },
  );
  try {
    // (label queries: role queries over a whole results page are slow in jsdom, 300 times over)
    const form = await screen.findByLabelText(formLabel(language), {}, { timeout: 10_000 });
    expect(form.tagName).toBe('FORM');
    expect(screen.queryByText(/^CRASH:/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    // a usable form: its fields and an enabled button
    expect(
      within(form).getByRole('combobox', { name: t(`${NAMESPACE}:form.destination`) }),
    ).toBeEnabled();
    expect(within(form).getByRole('button', { name: t(`${NAMESPACE}:form.submit`) })).toBeEnabled();
    // every refused value said, by its own message, in the screen's language, in the link's
    // notice (the one alert titled so). Besides it, on the fields they describe: as soon as its
    // answers are in, a place code the backend does not know; and, for a link that asks for a
    // search it does not fully describe, what the search still needs (the form's own messages,
    // no search made). Anything else is the search the backend refused, said with a retry.
    const linkTitle = t(`${NAMESPACE}:urlErrors.title`);
    const alerts = screen.queryAllByRole('alert');
    const linkNotices = alerts.filter((alert) => within(alert).queryByText(linkTitle) !== null);
    // every control a message describes, whatever its role (a place, the dates, the travellers)
    const described = [...form.querySelectorAll<HTMLElement>('[aria-describedby]')];
    const formMessages = read.request
      ? []
      : ['destination', 'departure', 'samePlace', 'dates', 'nights'].map((key) =>
          t(`${NAMESPACE}:form.errors.${key}`),
        );
    for (const other of alerts.filter((alert) => !linkNotices.includes(alert))) {
      const field = described.find((candidate) =>
        (candidate.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(other.id),
      );
      if (field) {
        const unknown =
          field.getAttribute('role') === 'combobox'
            ? [t('searchFields.location.unknown', { code: (field as HTMLInputElement).value })]
            : [];
        expect([...unknown, ...formMessages]).toContain(other.textContent);
      } else {
        expect(
          within(other).getByRole('button', { name: t(`${NAMESPACE}:results.retry`) }),
        ).toBeEnabled();
      }
    }
    if (read.issues.length > 0) {
      expect(linkNotices).toHaveLength(1);
      const [notice] = linkNotices;
      for (const issue of read.issues) {
        const message = t(issue.key, issue.values);
        expect(message).not.toMatch(/\{\{|^(search|urlErrors|translation)[.:]/);
        // (jest-dom folds the page's spaces, French no-break ones included, but not the text's)
        expect(notice).toHaveTextContent(message.replace(/\s+/g, ' '));
      }
    } else {
      expect(linkNotices).toEqual([]);
    }
    // a search settles into a clear state, never a blank list
    if (read.request) {
      const searching = t(`${NAMESPACE}:results.loading`);
      // (asked again each time: the results part replaces its placeholder once its code is in)
      const status = () =>
        within(
          screen.getByRole('region', {
            name: (_, element) => element.getAttribute('aria-labelledby') === 'rs-results-heading',
          }),
        ).getByRole('status');
      await waitFor(() => expect(status()).not.toHaveTextContent(searching), { timeout: 20_000 });
      expect(status()).toHaveTextContent(/\S/);
      expect(screen.queryByText(/^CRASH:/)).toBeNull();
    }
    expect((window as unknown as { __fuzzed?: number }).__fuzzed).toBeUndefined();
    expect(reactErrors).toEqual([]);
  } finally {
    // (thousands of containers left in the body would make every query slower than the last)
    cleanup();
  }
}

/**
 * The search screen fuzzed with `runs` addresses drawn from `seed` (one shard), or with
 * `STOREFRONT_FUZZ_RUNS` of them when that is set.
 */
export function fuzzSearchScreen(shard: { runs: number; seed: number }) {
  const { seed } = shard;
  const runs = Number(process.env.STOREFRONT_FUZZ_RUNS) || shard.runs;
  setUp();
  describe(`${runs} random and adversarial addresses rendered on the search screen in six languages (seed ${seed})`, () => {
    it('never crashes, keeps a usable form and names every refused value in the screen language', async () => {
      recordConsoleErrors();
      await fc.assert(fc.asyncProperty(address, openAddress), {
        numRuns: runs,
        seed,
        endOnFailure: true,
      });
    }, 3_600_000);
  });
}
