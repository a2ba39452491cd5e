/**
 * Countries in the page's language (RetrieveCountries), for nationality, document, contact and
 * invoice fields; asked once per language and page.
 */
import { useEffect, useState } from 'react';
import { retrieveCountries } from '@storefront/shared/api/checkout';
import { logCallError } from '@storefront/shared/api/client';
import type { Country } from '@storefront/shared/domain/cart';

const byLanguage = new Map<string, Promise<Country[]>>();

function countriesIn(language: string): Promise<Country[]> {
  let pending = byLanguage.get(language);
  if (!pending) {
    pending = retrieveCountries(language);
    byLanguage.set(language, pending);
    pending.catch(() => byLanguage.delete(language));
  }
  return pending;
}

export type CountriesState =
  | { status: 'loading' }
  | { status: 'ready'; countries: Country[] }
  | { status: 'failed'; retry: () => void };

export function useCountries(language: string): CountriesState {
  const [attempt, setAttempt] = useState(0);
  const key = `${language}#${attempt}`;
  const [result, setResult] = useState<{ key: string; countries: Country[] | null } | null>(null);
  useEffect(() => {
    let live = true;
    countriesIn(language).then(
      (countries) => live && setResult({ key, countries }),
      (error: unknown) => {
        logCallError(error);
        if (live) setResult({ key, countries: null });
      },
    );
    return () => {
      live = false;
    };
  }, [language, key]);
  if (!result || result.key !== key) return { status: 'loading' };
  if (!result.countries) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', countries: result.countries };
}
