import { expect, test } from '../../support/test';
import { OWN_SESSION_COOKIE, brandUrl } from '../../support/env';
import { eventsFor, signalsOf } from '../../support/sandbox';

/**
 * Real-user signals per remote version (host/src/lib/page-signals.ts): a page sends its page view,
 * its Core Web Vitals and its remotes' errors, tagged with the versions on it and how it was
 * rendered, when the shopper leaves it; the receiver sums them per version for a canary's watch.
 */
test('a page left sends its signals, tagged with its versions, and the receiver sums them per version', async ({
  page,
}) => {
  // a session of the shopper's own, so the page names its request (a page shared by every new
  // visitor names none), which tells this test's signals from another's
  await page
    .context()
    .addCookies([{ name: OWN_SESSION_COOKIE, value: 'own', url: brandUrl('sunsea', '/') }]);
  const since = Date.now() - 1_000;
  let requestId = '';
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && new URL(response.url()).pathname === '/deals')
      requestId = response.headers()['x-request-id'] ?? '';
  });
  const response = await page.goto(brandUrl('sunsea', '/deals'));
  expect(response?.headers()['x-storefront-render']).toBe('server');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // an interaction, for INP: the consent banner's button, clicked
  await page.getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
  // the version the manifest gives this brand, as the operator panel's source reads it
  const deals = await page.evaluate(async () => {
    const manifest = (await (await fetch('/remotes.manifest.json')).json()) as {
      remotes: { deals: { environments: Record<string, unknown> } };
    };
    return manifest.remotes.deals;
  });
  // nothing is sent while the shopper is on the page
  expect(
    (await eventsFor('sunsea.localhost', since, 'page-signals')).filter(
      (event) => event.payload.eventData.requestId === requestId,
    ),
  ).toEqual([]);
  await page.goto('about:blank');
  const batches = async () =>
    (await eventsFor('sunsea.localhost', since, 'page-signals')).filter(
      (event) => event.payload.eventData.requestId === requestId,
    );
  await expect.poll(async () => (await batches()).length).toBeGreaterThan(0);
  // one batch: the page was hidden once, as it was left
  expect(await batches()).toHaveLength(1);
  const [first] = await batches();
  const signals = first?.payload.eventProperties as {
    pageView: number;
    route: string;
    rendering: string;
    versions: Record<string, string>;
    vitals: Record<string, number>;
    errors: Record<string, unknown>;
  };
  expect(signals).toMatchObject({ pageView: 1, route: '/deals', rendering: 'server', errors: {} });
  expect(Object.keys(signals.versions)).toContain('deals');
  expect(JSON.stringify(deals)).toContain(signals.versions.deals);
  expect(signals.vitals.LCP).toBeGreaterThan(0);
  // the fingerprints went with it: the shopper accepted measurement
  expect(first?.payload.eventData.fingerprint).toMatch(/\S/);

  // what a canary's watch reads: this page among that version's page views
  const summed = await signalsOf('deals', 'sunsea.localhost', since);
  const version = summed.find((entry) => entry.version === signals.versions.deals);
  expect(version?.pageViews).toBeGreaterThanOrEqual(1);
  expect(version?.samples.LCP).toBeGreaterThanOrEqual(1);
});
