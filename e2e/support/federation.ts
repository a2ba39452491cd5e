import type { Page } from '@playwright/test';

/**
 * How many copies of each shared package this page has loaded, read from the federation
 * runtime's share scope: every instance records where the copy it uses comes from, so the
 * number of distinct providers among loaded entries is the number of copies on the page.
 */
export async function loadedCopies(
  page: Page,
  packages: string[],
): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    type Entry = { from?: string; loaded?: unknown; lib?: unknown };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          if (!names.includes(pkg)) continue;
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib)
              (providers[pkg] ??= new Set()).add(`${entry.from}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(names.map((n) => [n, providers[n]?.size ?? 0]));
  }, packages);
}
