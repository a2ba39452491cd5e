import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import {
  STAY,
  SearchPage,
  acceptCookies,
  expectProposalCall,
  facetOf,
  searchUrl,
} from '../../support/pages/search';

const BRAND = 'sunsea.localhost';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('the map shows a named, focusable marker per stay, without any tile server', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  await search.total();
  await search.results.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa de los alojamientos' });
  const markers = map.getByRole('button', { name: /, [\d.]+\s€$/ });
  await expect(markers).toHaveCount(20);
  const first = await search.hotels.first().getByRole('heading').textContent();
  const marker = map.getByRole('button', {
    name: new RegExp(`^${first?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
  });
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('link', { name: first ?? '' })).toBeVisible();
  // no tile was asked for: the map is a plain surface
  expect(await page.locator('.leaflet-tile').count()).toBe(0);
  await expectNoAxeViolations(page);
});

test('with "search as I move the map", zooming sends the map box and keeps it in the URL', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  const before = await search.total();
  await search.results.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa de los alojamientos' });
  await map.getByRole('checkbox', { name: 'Buscar al mover el mapa' }).click();
  const since = Date.now();
  await map.getByRole('button', { name: 'Acercar' }).click();
  await expect(page).toHaveURL(/h\.map=-?[\d.]+_-?[\d.]+_-?[\d.]+_-?[\d.]+/);
  await expectProposalCall(BRAND, since, (body) => {
    const values = facetOf(body, 'MAP_BOUNDING_BOX')?.values ?? [];
    // rounded per spec section 5: 5 decimals, the east longitude 6
    return (
      values.length === 4 &&
      values.slice(0, 3).every((v) => (v.split('.')[1]?.length ?? 0) <= 5) &&
      (values[3]?.split('.')[1]?.length ?? 0) <= 6
    );
  });
  await expect.poll(() => search.total()).toBeLessThanOrEqual(before);
  // moving by keyboard moves the box too
  const url = page.url();
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.url()).not.toBe(url);
  await map.getByRole('button', { name: 'Quitar la zona del mapa' }).click();
  await expect(page).not.toHaveURL(/h\.map/);
  await expect.poll(() => search.total()).toBe(before);
});

for (const width of [800, 1440]) {
  test(`at ${width} px the list comes without the map, whose code loads when the shopper asks for it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const leaflet: string[] = [];
    page.on('response', async (response) => {
      if (
        response.url().endsWith('.js') &&
        (await response.text().catch(() => '')).includes('leafletjs.com')
      )
        leaflet.push(response.url());
    });
    const search = new SearchPage(page);
    await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
    await search.total();
    await expect(search.hotels.first()).toBeVisible();
    const toggle = search.results.getByRole('button', { name: 'Mapa' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    expect(leaflet).toEqual([]);
    await expect(page.getByRole('region', { name: 'Mapa de los alojamientos' })).toHaveCount(0);
    await toggle.click();
    await expect(
      page
        .getByRole('region', { name: 'Mapa de los alojamientos' })
        .getByRole('button', { name: 'Acercar' }),
    ).toBeVisible();
    expect(leaflet.length).toBeGreaterThan(0);
  });
}

test('the shopper’s choice of map stays for a reload and the next search; a map area shows it', async ({
  page,
}) => {
  const search = new SearchPage(page);
  const map = page.getByRole('region', { name: 'Mapa de los alojamientos' });
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  await search.total();
  await search.results.getByRole('button', { name: 'Mapa' }).click();
  await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await page.reload();
  await search.total();
  await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await expect(search.results.getByRole('button', { name: 'Mapa' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // hidden again: the next search comes without it
  await search.results.getByRole('button', { name: 'Mapa' }).click();
  await expect(map).toHaveCount(0);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  await search.total();
  await expect(map).toHaveCount(0);
  // a link to a search by map area shows the area on the map, where it can be cleared
  await page.goto(`${searchUrl('/H', { destination: 'pmi', ...STAY })}&h.map=39.3_2.3_39.9_3.0`);
  const total = await search.total();
  await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
  // a resized window (a turned phone) is not the shopper moving the map: the area stays
  const area = page.url();
  for (const width of [800, 360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // past leaflet's 200 ms debounce of a resize's move
  }
  expect(page.url()).toBe(area);
  expect(await search.total()).toBe(total);
  await map.getByRole('button', { name: 'Quitar la zona del mapa' }).click();
  await expect(page).not.toHaveURL(/h\.map/);
});
