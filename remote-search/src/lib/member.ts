/**
 * Who is shopping: the shell keeps the sign-on result in session storage as DATA_SSO (spec
 * section 3, storage keys). Only `signedIn` is read here; the token is never touched.
 */
import { browserStorage } from '@storefront/shared/lib/storage';

export const DATA_SSO_KEY = 'DATA_SSO';

export function isSignedInMember(
  storage: Pick<Storage, 'getItem'> | null = browserStorage('session'),
): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(DATA_SSO_KEY);
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { signedIn?: unknown }).signedIn === true
    );
  } catch {
    return false;
  }
}
