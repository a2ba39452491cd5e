/**
 * Every language carries every key: each translation bundle of the repository (shell, shared,
 * each remote's namespace) is compared across es, en, it, fr, de and pt. A plural form is asked
 * of a language only if the language has it (`_many` in Spanish, not in English).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@storefront/shared/i18n';

const ROOT = path.resolve(__dirname, '../../..');

function bundleDirs(): string[] {
  // the operator dashboard's own bundle (host/server/render/operator) beside the shop's
  const candidates = [
    'host/i18n',
    'host/server/render/operator/i18n',
    'shared/i18n',
    'shared/src/ui/locales',
  ];
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry.startsWith('remote-')) candidates.push(`${entry}/i18n`);
  }
  return candidates.filter((dir) => fs.existsSync(path.join(ROOT, dir)));
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether `language` has the plural form a key ends with (any key that is not one does). */
function hasForm(language: string, key: string): boolean {
  const form = PLURAL.exec(key)?.[1];
  if (form === undefined) return true;
  return new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.includes(form as Intl.LDMLPluralRule);
}

function load(dir: string, language: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(ROOT, dir, `${language}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

describe('translations', () => {
  const dirs = bundleDirs();

  it('finds the shell, shared and every remote bundle', () => {
    expect(dirs).toEqual(
      expect.arrayContaining([
        'host/i18n',
        'host/server/render/operator/i18n',
        'remote-search/i18n',
        'remote-flights/i18n',
        'remote-cart/i18n',
        'remote-deals/i18n',
      ]),
    );
  });

  describe.each(dirs)('%s', (dir) => {
    const reference = new Set(LANGUAGES.flatMap((language) => keys(load(dir, language))));

    it.each([...LANGUAGES])('%s has every key, each a non-empty string', (language) => {
      const bundle = load(dir, language);
      const present = new Set(keys(bundle));
      expect([...reference].filter((key) => hasForm(language, key) && !present.has(key))).toEqual(
        [],
      );
      const empty = keys(bundle).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });
});
