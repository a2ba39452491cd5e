import { dehydrateQueries, forgetQueries, newQueryClient } from '@storefront/shared/api/queries';
import { keepPageQueries } from '@storefront/shared/api/answer-cache';
import { ApiError } from '@storefront/shared/api/errors';
import { brandQuery, flagsQuery } from '../lib/start-up-queries';
import { renderHook, waitFor } from '@testing-library/react';
import { getBrandConfig } from '@storefront/shared/api/content';
import { flagProviderList } from '@storefront/shared/api/feature-toggles';
import { changeLanguage, initI18n, preloadLanguage } from '@storefront/shared/i18n';
import { fetchEnvironment } from '../lib/environment';
import { fetchManifest, resolveRemotes } from '../features/remotes/manifest';
import { loadScreen } from '../features/remotes/federation';
import { signOn } from '../features/sign-on/sign-on';
import { warmTranslations } from './warm-screen';
import type * as Startup from './startup';

jest.mock('@storefront/shared/api/content', () => ({ getBrandConfig: jest.fn() }));
jest.mock('@storefront/shared/api/feature-toggles', () => ({ flagProviderList: jest.fn() }));
jest.mock('@storefront/shared/i18n', () => ({
  ...jest.requireActual('@storefront/shared/i18n'),
  initI18n: jest.fn(),
  changeLanguage: jest.fn(),
  preloadLanguage: jest.fn(),
}));
jest.mock('@storefront/shared/tracking/error-reporting', () => ({
  initErrorReporting: jest.fn(),
  reportError: jest.fn(),
  setReportTags: jest.fn(),
}));
jest.mock('@storefront/shared/tracking/tracker', () => ({
  configureTracking: jest.fn(),
  setTrackingContext: jest.fn(),
  track: jest.fn(),
}));
jest.mock('../lib/environment', () => ({ fetchEnvironment: jest.fn() }));
jest.mock('../features/remotes/manifest', () => ({
  REMOTE_NAMES: ['search', 'flights', 'cart', 'deals'],
  fetchManifest: jest.fn(),
  resolveRemotes: jest.fn(),
  unservedRemotes: () => [],
}));
jest.mock('../features/remotes/federation', () => ({
  loadScreen: jest.fn(),
  onRemoteFailure: jest.fn(),
  onSharedIncompatibility: jest.fn(),
  registerRemotes: jest.fn(),
  remoteStatuses: () => [],
  subscribeRemoteStatus: jest.fn(),
}));
jest.mock('../features/remotes/overrides', () => ({
  sessionOverrides: () => ({ overrides: {}, refused: [] }),
  visitorSeed: () => 'seed',
  keepCanaryArms: jest.fn(),
}));
jest.mock('../features/sign-on/sign-on', () => ({ signOn: jest.fn(), storedAuth: () => null }));
jest.mock('./warm-screen', () => ({ warmTranslations: jest.fn() }));

// the build defines it (webpack DefinePlugin)
(globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';
const { startUp, useStartup } = jest.requireActual<typeof Startup>('./startup');

/** The shopper's language as the language switch keeps it: the language cookie. */
const chooseLanguage = (language: string) => {
  document.cookie = `storefront-language=${language}; Path=/`;
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'storefront-language=; Path=/; Max-Age=0';
  jest.mocked(fetchEnvironment).mockResolvedValue({ environment: 'local' } as never);
  jest.mocked(fetchManifest).mockResolvedValue({} as never);
  // the deals remote's chosen version serves /deals
  jest.mocked(resolveRemotes).mockReturnValue([
    {
      name: 'deals',
      version: '1.0.0',
      routes: [{ path: '/deals', expose: './DealsScreen', callsAsShown: true }],
    },
  ] as never);
  jest.mocked(loadScreen).mockReturnValue(new Promise(() => undefined));
  jest.mocked(initI18n).mockResolvedValue(undefined);
  jest.mocked(preloadLanguage).mockResolvedValue(undefined);
  jest.mocked(signOn).mockResolvedValue({ status: 'signed-on' } as never);
  jest.mocked(flagProviderList).mockResolvedValue([]);
  jest.mocked(getBrandConfig).mockResolvedValue({
    language: 'it',
    brand: { brandName: 'Sunsea', businessClient: 'sunsea' },
  } as never);
});

test("the first screen's translations are fetched in the brand's language while the shell switches to it", async () => {
  window.history.replaceState(null, '', '/deals?destination=pmi');
  let switched: () => void = () => undefined;
  jest.mocked(changeLanguage).mockReturnValue(new Promise<void>((resolve) => (switched = resolve)));
  // (a page rendered on the server hands over the strings it came with: warm-screen.test.ts)
  const carried = { language: 'it', versions: { deals: '1.0.0' }, strings: { deals: {} } };
  const ready = startUp(() => undefined, { strings: carried });
  await waitFor(() => expect(warmTranslations).toHaveBeenCalledWith('deals', 'it', carried));
  expect(loadScreen).toHaveBeenCalledWith('deals', './DealsScreen');
  // the shell's own switch to Italian has not finished: both are on their way together
  expect(changeLanguage).toHaveBeenCalledWith('it');
  switched();
  await expect(ready).resolves.toMatchObject({ phase: 'ready' });
});

test("the brand is asked for in the shopper's chosen language, else without one", async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  await startUp(() => undefined);
  expect(getBrandConfig).toHaveBeenLastCalledWith('localhost', null);
  chooseLanguage('de');
  await startUp(() => undefined);
  expect(getBrandConfig).toHaveBeenLastCalledWith('localhost', 'de');
  // the address's language wins; a cookie that names none of the languages is no choice
  window.history.replaceState(null, '', '/no-such-page?lang=pt');
  await startUp(() => undefined);
  expect(getBrandConfig).toHaveBeenLastCalledWith('localhost', 'pt');
  window.history.replaceState(null, '', '/no-such-page');
  chooseLanguage('klingon');
  // a page of its own: the first page's answer is not this one's
  forgetQueries();
  await startUp(() => undefined);
  expect(getBrandConfig).toHaveBeenLastCalledWith('localhost', null);
  expect(changeLanguage).toHaveBeenLastCalledWith('it');
});

test('a choice an earlier version kept in local storage is kept: moved to the language cookie', async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  localStorage.setItem('storefront-language', 'de');
  await startUp(() => undefined);
  expect(getBrandConfig).toHaveBeenLastCalledWith('localhost', 'de');
  expect(changeLanguage).toHaveBeenLastCalledWith('de');
  expect(document.cookie).toContain('storefront-language=de');
  expect(localStorage.getItem('storefront-language')).toBeNull();
});

test('a route of the shell (no remote screen) fetches no remote translations', async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  await expect(startUp(() => undefined)).resolves.toMatchObject({ phase: 'ready' });
  expect(warmTranslations).not.toHaveBeenCalled();
  expect(loadScreen).not.toHaveBeenCalled();
});

test("the brand's strings only: the provisional language's are not asked for on a page that starts", async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  await expect(startUp(() => undefined)).resolves.toMatchObject({ phase: 'ready' });
  // jsdom's browser language is English; the brand's is Italian
  expect(initI18n).toHaveBeenCalledWith({ language: 'en', fetchStrings: false });
  expect(jest.mocked(preloadLanguage).mock.calls).toEqual([['it']]);
  expect(changeLanguage).toHaveBeenCalledWith('it');
});

test("a page rendered on the server starts in the page's language, not the browser's", async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  document.documentElement.lang = 'it';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'sf-server-state';
  document.body.append(block);
  try {
    await expect(startUp(() => undefined)).resolves.toMatchObject({ phase: 'ready' });
    // jsdom's browser language is English: the page is Italian, and stays so from the start
    expect(initI18n).toHaveBeenCalledWith({ language: 'it', fetchStrings: false });
  } finally {
    block.remove();
    document.documentElement.removeAttribute('lang');
  }
});

test('a brand that is missing asks for no strings of its own, and for the provisional ones', async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(getBrandConfig).mockResolvedValue(null);
  await expect(startUp(() => undefined)).resolves.toEqual({ phase: 'brand-missing' });
  expect(jest.mocked(preloadLanguage).mock.calls).toEqual([['en']]);
  expect(changeLanguage).not.toHaveBeenCalled();
});

test("a failed sign-on's page has the provisional language's strings: the shopper's last choice", async () => {
  window.history.replaceState(null, '', '/no-such-page');
  chooseLanguage('fr');
  jest.mocked(signOn).mockResolvedValue({ status: 'failed', error: null, linkRefused: false });
  await expect(startUp(() => undefined)).resolves.toEqual({
    phase: 'sign-on-failed',
    linkRefused: false,
  });
  expect(jest.mocked(preloadLanguage).mock.calls).toEqual([['fr']]);
  expect(getBrandConfig).not.toHaveBeenCalled();
});

test.each([true, false])(
  "a failed sign-on's page is told whether the link was refused (%s), for its subtitle",
  async (linkRefused) => {
    window.history.replaceState(null, '', '/no-such-page');
    jest.mocked(signOn).mockResolvedValue({ status: 'failed', error: null, linkRefused });
    await expect(startUp(() => undefined)).resolves.toStrictEqual({
      phase: 'sign-on-failed',
      linkRefused,
    });
  },
);

test('the brand is handed over before any render that carries it, for the screens to read on their first', async () => {
  window.history.replaceState(null, '', '/cart?cartId=c1');
  jest.mocked(changeLanguage).mockResolvedValue(undefined as never);
  const handedOver: unknown[] = [];
  const onBrand = (brand: unknown) => handedOver.push(brand);
  const rendersWithBrand: number[] = [];
  const { result } = renderHook(() => {
    const state = useStartup(onBrand);
    // what a screen rendered in this pass would find in the store
    if ('brand' in state && state.brand) rendersWithBrand.push(handedOver.length);
    return state;
  });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(rendersWithBrand.length).toBeGreaterThan(0);
  expect(rendersWithBrand.every((handed) => handed > 0)).toBe(true);
  expect(handedOver.at(-1)).toMatchObject({ brand: { brandName: 'Sunsea' } });
});

test("a page rendered on the server starts up from the brand and flags it came with, the flags' failure too", async () => {
  window.history.replaceState(null, '', '/no-such-page');
  jest.mocked(changeLanguage).mockResolvedValue(undefined);
  // what the render server's start-up settled on, carried through the page's JSON
  const server = newQueryClient({ server: true });
  await server.fetchQuery({
    ...brandQuery('localhost', null),
    queryFn: () => Promise.resolve({ language: 'fr', brand: { brandName: 'Sunsea' } }),
  });
  await server
    .fetchQuery({
      ...flagsQuery(),
      queryFn: () => Promise.reject(new ApiError('HTTP_ERROR', 'flags are down', 503, 'Flags')),
    })
    .catch(() => undefined);
  keepPageQueries(JSON.parse(JSON.stringify(dehydrateQueries(server))));
  const state = await startUp(() => undefined);
  expect(getBrandConfig).not.toHaveBeenCalled();
  expect(flagProviderList).not.toHaveBeenCalled();
  expect(state).toMatchObject({
    phase: 'ready',
    brand: { language: 'fr' },
    flags: { status: 'error', message: 'flags are down' },
  });
  expect(changeLanguage).toHaveBeenLastCalledWith('fr');
});
