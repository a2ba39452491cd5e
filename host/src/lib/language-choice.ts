/**
 * The shopper's own choice of language, kept in the browser where the render server reads it
 * too: the `storefront-language` cookie (first-party, a year, `SameSite=Lax`, `Secure` over
 * https). Who reads it and by which rule is `shopperLanguage` in @storefront/shared/start-up: the
 * render server from the request's cookies, early.js and the shell's start-up from the page's.
 *
 * It is a technical cookie (spec section 3, the type that is always on): a preference the shopper
 * sets by choosing a language in the header, which only makes the next pages come in it, and
 * which no consent choice turns off.
 */
import {
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  isLanguage,
} from '@storefront/shared/start-up';
import type { Language } from '@storefront/shared/start-up';
import { readCookie, writeCookie } from '@storefront/shared/lib/cookies';

/** Keeps the shopper's choice in the language cookie (the language switch calls it). */
export function keepLanguageChoice(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, {
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  // the cookie holds the choice from now on: none is left in local storage to move again
  if (readCookie(LANGUAGE_COOKIE) === language) forgetStoredChoice();
}

/**
 * A choice kept in local storage by earlier versions of the storefront becomes the cookie, once
 * (a shopper who chose before keeps the choice): only when no cookie holds one, and the stored
 * value is one of the page's languages. Left in storage if the browser keeps no cookie.
 */
export function moveStoredLanguageChoice(): void {
  let stored: string | null;
  try {
    stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return;
  }
  if (stored === null) return;
  if (readCookie(LANGUAGE_COOKIE) !== null || !isLanguage(stored)) {
    forgetStoredChoice();
    return;
  }
  keepLanguageChoice(stored);
}

function forgetStoredChoice(): void {
  try {
    localStorage.removeItem(LANGUAGE_CHOICE_KEY);
  } catch {
    // storage unavailable: nothing is kept there either
  }
}
