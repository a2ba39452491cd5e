import type { Page } from '@playwright/test';

/**
 * Serves this page a remotes manifest with one remote pointed elsewhere (at the network edge,
 * as an operator's change to the environment's manifest would).
 */
export async function pointRemoteAt(
  page: Page,
  remote: string,
  entry: string,
  version = '0.0.0-test',
) {
  await page.route('**/remotes.manifest.json', async (route) => {
    const response = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/\/\/[^/]+\.localhost:/, '//127.0.0.1:'),
    });
    const manifest = await response.json();
    manifest.remotes[remote] = { versions: { [version]: { entry } }, default: version };
    await route.fulfill({ response, json: manifest });
  });
}
