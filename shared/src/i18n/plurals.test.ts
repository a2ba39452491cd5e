/**
 * Every count message reads right for every number in every language: each translation bundle
 * of the repository (shell, shared, shared ui, each remote's namespace) is read, and each
 * i18next plural key (`key_one`, `key_other`, … in the v4 JSON format) has a form for every
 * plural category the language's rules (Intl.PluralRules) can pick; a message that shows
 * `{{count}}` is always such a plural key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@storefront/shared/i18n';

const ROOT = path.resolve(__dirname, '../../..');
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

function bundleDirs(): string[] {
  const candidates = ['host/i18n', 'shared/i18n', 'shared/src/ui/locales'];
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry.startsWith('remote-')) candidates.push(`${entry}/i18n`);
  }
  return candidates.filter((dir) => fs.existsSync(path.join(ROOT, dir)));
}

/** Dotted key -> string of a bundle ("results.count_one" -> "{{count}} hotel"). */
function messages(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    messages(child, prefix ? `${prefix}.${key}` : key),
  );
}

function load(dir: string, language: string): Map<string, string> {
  const file = path.join(ROOT, dir, `${language}.json`);
  return new Map(messages(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

/** The plural keys of a bundle without their suffix ("results.count"). */
function pluralBases(bundle: Map<string, string>): string[] {
  const bases = new Set<string>();
  for (const key of bundle.keys()) {
    const match = PLURAL_KEY.exec(key);
    if (match?.[1]) bases.add(match[1]);
  }
  return [...bases].sort();
}

/** Keys of `bundle` missing one of `categories` ("results.count_many"). */
export function missingForms(bundle: Map<string, string>, categories: readonly string[]): string[] {
  return pluralBases(bundle).flatMap((base) =>
    categories.map((category) => `${base}_${category}`).filter((key) => !bundle.has(key)),
  );
}

/** Keys of `bundle` whose message shows a count but that are not plural keys. */
export function countsWithoutPlural(bundle: Map<string, string>): string[] {
  return [...bundle]
    .filter(([key, text]) => /\{\{\s*count\b/.test(text) && !PLURAL_KEY.test(key))
    .map(([key]) => key);
}

describe('plural forms', () => {
  const dirs = bundleDirs();

  it('reads the shell, shared, shared ui and every remote bundle', () => {
    expect(dirs).toEqual(
      expect.arrayContaining([
        'host/i18n',
        'shared/i18n',
        'shared/src/ui/locales',
        'remote-search/i18n',
        'remote-flights/i18n',
        'remote-cart/i18n',
        'remote-deals/i18n',
      ]),
    );
  });

  it('knows the categories of the languages from the runtime (many in es, fr, it and pt)', () => {
    const categories = (language: string) =>
      new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    expect(categories('en')).toEqual(expect.arrayContaining(['one', 'other']));
    expect(categories('es')).toEqual(expect.arrayContaining(['one', 'many', 'other']));
  });

  it('finds a missing form and a count message that is not a plural key', () => {
    const bundle = new Map([
      ['results.count_one', '{{count}} hotel'],
      ['results.count_other', '{{count}} hoteles'],
      ['list.count', 'Ofertas encontradas: {{count}}'],
      ['title', 'Hoteles'],
    ]);
    expect(missingForms(bundle, ['one', 'many', 'other'])).toEqual(['results.count_many']);
    expect(countsWithoutPlural(bundle)).toEqual(['list.count']);
  });

  describe.each(dirs)('%s', (dir) => {
    it.each([...LANGUAGES])(
      '%s has every plural category of the language for each count message',
      (language) => {
        const bundle = load(dir, language);
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        expect(missingForms(bundle, categories)).toEqual([]);
        expect(countsWithoutPlural(bundle)).toEqual([]);
      },
    );
  });
});
