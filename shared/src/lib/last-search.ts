/**
 * The last search the shopper saw results of in this tab (its address), so that a cart that
 * expired, or the cart link with no cart, can take the shopper back to that very search.
 */
import { browserStorage } from '@storefront/shared/lib/storage';

const STORAGE_KEY = 'storefront.lastSearch';
/** the result screens' paths, by the product they search */
export const SEARCH_PATHS = ['/DP', '/H', '/HGH', '/F', '/FF'] as const;

const isSearchPath = (pathname: string) => (SEARCH_PATHS as readonly string[]).includes(pathname);

/** Remembers an address if it is a search with parameters. */
export function rememberSearch(pathname: string, search: string): void {
  if (!isSearchPath(pathname) || search.length <= 1) return;
  try {
    browserStorage('session')?.setItem(STORAGE_KEY, `${pathname}${search}`);
  } catch {
    // storage refused: the way back is the product's search page
  }
}

/** The last search's address (of one of `paths` when given), or null. */
export function lastSearch(paths?: readonly string[]): string | null {
  try {
    const href = browserStorage('session')?.getItem(STORAGE_KEY) ?? null;
    if (!href?.startsWith('/')) return null;
    const pathname = href.split('?')[0] ?? '';
    if (!isSearchPath(pathname)) return null;
    return !paths || paths.includes(pathname) ? href : null;
  } catch {
    return null;
  }
}
