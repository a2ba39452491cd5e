import { SandboxError } from './envelope';

/** The six languages of the application shell (spec section 1). */
export const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Localized = Record<Language, string>;

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language such as `es` or `es-ES` (primary subtag is kept). Missing gives `fallback`;
 * a language outside the six is a VALIDATION_ERROR, so a client bug shows up in tests.
 */
export function parseLanguage(value: unknown, fallback: Language): Language {
  if (value === undefined || value === null || value === '') return fallback;
  const primary = String(value).toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  throw new SandboxError('VALIDATION_ERROR', `Unsupported language "${String(value)}"`, {
    supported: LANGUAGES,
  });
}

/** Builds a localized text from one template per language. */
export function localize(render: (language: Language) => string): Localized {
  return Object.fromEntries(LANGUAGES.map((language) => [language, render(language)])) as Localized;
}
