import { waitFor } from '@testing-library/react';
import { i18n, initI18n } from '@storefront/shared/i18n';
import { activeRemotes } from '../features/remotes/federation';
import { warmTranslations } from './warm-screen';

jest.mock('../features/remotes/federation', () => ({
  activeRemotes: jest.fn(),
  loadScreen: jest.fn(),
}));

const ENTRY = 'https://search.test/1.4.0/remoteEntry.js';
const BUNDLE_URL = 'https://search.test/1.4.0/locales/es.json';
let fetches: string[];

beforeAll(() => initI18n({ language: 'es', resources: { es: {} } }));
beforeEach(() => {
  fetches = [];
  jest
    .mocked(activeRemotes)
    .mockReturnValue([{ name: 'search', version: '1.4.0', entry: ENTRY }] as never);
  global.fetch = jest.fn((url: string | URL | Request) => {
    fetches.push(String(url));
    return Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ title: 'Hoteles (de la red)' }),
    } as Response);
  }) as typeof fetch;
});

/** Once the strings have had time to come from the network. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('strings the page came with, for the version now active, are taken and not asked for', async () => {
  warmTranslations('search', 'es', {
    language: 'es',
    versions: { search: '1.4.0' },
    strings: { search: { title: 'Hoteles (de la página)' } },
  });
  await settled();
  expect(fetches).toEqual([]);
  expect(i18n.t('search:title')).toBe('Hoteles (de la página)');
});

test('strings of another version or language are not taken: the active version’s are asked for', async () => {
  // (each language once: a bundle asked for is not asked for again)
  warmTranslations('search', 'fr', {
    language: 'fr',
    versions: { search: '1.3.0' },
    strings: { search: { title: 'Ancien' } },
  });
  warmTranslations('search', 'de', {
    language: 'it',
    versions: { search: '1.4.0' },
    strings: { search: { title: 'Alberghi' } },
  });
  await settled();
  expect(fetches).toEqual([
    BUNDLE_URL.replace('es.json', 'fr.json'),
    BUNDLE_URL.replace('es.json', 'de.json'),
  ]);
  // the network's strings, not the page's
  await waitFor(() =>
    expect(i18n.getResource('fr', 'search', 'title')).toBe('Hoteles (de la red)'),
  );
});
