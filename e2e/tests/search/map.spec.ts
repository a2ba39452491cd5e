import { expect, test } from '../../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { SANDBOX_URL, brandUrl } from '../../support/env';
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

const MAP = 'Mapa de los alojamientos';
const PRICE_PIN = /, [\d.]+\s€$/;
const CLUSTER = /^(\d+) alojamientos aquí: acercar$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tiles the page shows from the sandbox's tile server, and how many have been drawn. */
async function loadedTiles(scope: Locator): Promise<number> {
  return scope
    .locator('img.leaflet-tile')
    .evaluateAll(
      (tiles, prefix) =>
        tiles.filter(
          (tile) =>
            tile instanceof HTMLImageElement &&
            tile.src.startsWith(prefix) &&
            tile.complete &&
            tile.naturalWidth === 256 &&
            tile.naturalHeight === 256,
        ).length,
      `${SANDBOX_URL}/tiles/`,
    );
}

/** How many stays the map shows: its price pins and the counts of its clusters. */
async function staysOnMap(map: Locator): Promise<number> {
  const pins = await map.getByRole('button', { name: PRICE_PIN }).count();
  const clusters = await map
    .getByRole('button', { name: CLUSTER })
    .evaluateAll((buttons) =>
      buttons.map((button) => Number(/^\d+/.exec(button.getAttribute('aria-label') ?? '')?.[0])),
    );
  return pins + clusters.reduce((sum, n) => sum + n, 0);
}

/** How many markers the map shows: price pins and clusters. */
async function markersOnMap(map: Locator): Promise<number> {
  return (
    (await map.getByRole('button', { name: PRICE_PIN }).count()) +
    (await map.getByRole('button', { name: CLUSTER }).count())
  );
}

/**
 * Waits for the map to stand still, as a shopper looks before clicking: no zoom or cluster
 * animation running, and the same markers twice in a row. (A click while it zooms is dropped by
 * the map, as it is for a shopper.)
 */
async function mapSettled(map: Locator): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const animating = await map
          .locator('.leaflet-container.leaflet-zoom-anim, .leaflet-cluster-anim')
          .count();
        const markers = await markersOnMap(map);
        const still = animating === 0 && markers === last;
        last = markers;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

async function openMap(page: Page, path = searchUrl('/H', { destination: 'pmi', ...STAY })) {
  const search = new SearchPage(page);
  await page.goto(path);
  await search.total();
  await search.results.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: MAP });
  await expect(map.getByRole('button', { name: 'Acercar', exact: true })).toBeVisible();
  return { search, map };
}

test('the map draws the base map’s tiles from the environment’s tile server, with their credit', async ({
  page,
}) => {
  const { map } = await openMap(page);
  await expect.poll(() => loadedTiles(map), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  // tiles are decoration: the screen reader hears none of them
  const tile = map.locator('img.leaflet-tile').first();
  await expect(tile).toHaveAttribute('alt', '');
});

test('every stay of the page is on the map, as a named focusable price pin or in a cluster', async ({
  page,
}) => {
  const { map } = await openMap(page);
  await expect.poll(() => staysOnMap(map)).toBe(20);
  const pin = map.getByRole('button', { name: PRICE_PIN }).first();
  const name = ((await pin.getAttribute('aria-label')) ?? '').replace(/, [^,]+$/, '');
  await pin.focus();
  await expect(pin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('zoomed out, close stays are one cluster showing their count; a click or Enter zooms in on them', async ({
  page,
}) => {
  const { map } = await openMap(page);
  const zoomOut = map.getByRole('button', { name: 'Alejar', exact: true });
  for (let n = 0; n < 4; n += 1) await zoomOut.click();
  await mapSettled(map);
  const cluster = map.getByRole('button', { name: CLUSTER }).first();
  await expect(cluster).toBeVisible();
  const count = Number(/^\d+/.exec((await cluster.getAttribute('aria-label')) ?? '')?.[0]);
  expect(count).toBeGreaterThan(1);
  await expect(cluster).toHaveText(String(count));
  await expect.poll(() => staysOnMap(map)).toBe(20);
  const before = await markersOnMap(map);
  await cluster.click();
  // the stays it held part (into pins or smaller clusters), every stay still on the map
  await expect.poll(() => markersOnMap(map)).toBeGreaterThan(before);
  await expect.poll(() => staysOnMap(map)).toBe(20);
  await expect(map.locator('.leaflet-container')).toBeFocused();

  // by keyboard: out until the island's stays are one cluster, then Enter on it
  for (let n = 0; n < 8; n += 1) await zoomOut.click();
  await expect.poll(() => markersOnMap(map)).toBe(1);
  await mapSettled(map);
  await map.getByRole('button', { name: '20 alojamientos aquí: acercar' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => markersOnMap(map)).toBeGreaterThan(1);
  await expect.poll(() => staysOnMap(map)).toBe(20);
  await expectNoAxeViolations(page);
});

test('a card under the pointer or with the focus highlights its pin, and a pin its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { search, map } = await openMap(page);
  const pin = map.getByRole('button', { name: PRICE_PIN }).first();
  // the pin's element is its anchor point; what is drawn (and pointed at) is its price label
  const label = pin.locator('.rs-marker__price');
  await expect(label).toBeVisible();
  const name = ((await pin.getAttribute('aria-label')) ?? '').replace(/, [^,]+$/, '');
  const card = search.hotels.filter({
    has: page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(name)}$`) }),
  });
  await expect(card).toHaveCount(1);
  const other = search.hotels.filter({ hasNot: page.getByRole('heading', { name }) }).first();

  await card.hover();
  await expect(pin).toHaveClass(/rs-marker--highlighted/);
  await other.hover();
  await expect(pin).not.toHaveClass(/rs-marker--highlighted/);

  await card.getByRole('link').first().focus();
  await expect(pin).toHaveClass(/rs-marker--highlighted/);
  await page.keyboard.press('Tab');
  await expect(card).toHaveClass(/rs-hotel--highlighted/);

  await label.hover();
  await expect(card).toHaveClass(/rs-hotel--highlighted/);
  await page.mouse.move(0, 0);
  await expect(card).not.toHaveClass(/rs-hotel--highlighted/);
  await pin.focus();
  await expect(card).toHaveClass(/rs-hotel--highlighted/);
});

for (const language of ['es', 'en'] as const) {
  test(`the open map over its tiles has no axe violations (${language})`, async ({ page }) => {
    // the shopper's language, as the header's switch keeps it
    await page
      .context()
      .addCookies([{ name: 'storefront-language', value: language, url: brandUrl('sunsea') }]);
    const search = new SearchPage(page);
    await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
    await expect(search.main.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await search.main.getByRole('button', { name: language === 'es' ? 'Mapa' : 'Map' }).click();
    const map = page.getByRole('region', {
      name: language === 'es' ? MAP : 'Map of the stays',
    });
    await expect.poll(() => loadedTiles(map), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
  });
}

test('the hotel detail shows where the hotel is on a small map with tiles once the shopper comes near it, which Tab enters and leaves', async ({
  page,
}) => {
  await page.goto(
    searchUrl('/hotel-detail', {
      product: 'H',
      destination: 'pmi',
      ...STAY,
      hotelId: 'H-PMI-002',
    }),
  );
  const location = page.getByRole('region', { name: 'Ubicación' });
  const map = location.getByRole('group', { name: 'Mapa de la ubicación del hotel' });
  // below the first screen, the section waits with its placeholder and the map's code stays out
  await expect(location.getByRole('status')).toHaveText('Cargando el mapa…', { timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(
    await page.evaluate(() => 'L' in window || !!document.querySelector('.leaflet-container')),
  ).toBe(false);
  // the shopper scrolls towards it: the map comes
  await location.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible({ timeout: 20_000 });
  const surface = map.locator('.leaflet-container');
  await expect(surface).toBeVisible();
  // the map has its room, and the tiles and the hotel's pin are drawn in it
  expect((await surface.boundingBox())?.height).toBeGreaterThan(150);
  await expect.poll(() => loadedTiles(map), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect(map.locator('.rs-location__dot')).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  // keyboard: the map takes the focus and arrows move it; Tab goes on to its zoom buttons, out
  await surface.focus();
  await expect(surface).toBeFocused();
  const before = await map.locator('.leaflet-map-pane').getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => map.locator('.leaflet-map-pane').getAttribute('style')).not.toBe(before);
  await map.getByRole('button', { name: 'Acercar', exact: true }).focus();
  for (let n = 0; n < 8; n += 1) await page.keyboard.press('Tab');
  expect(await map.evaluate((element) => element.contains(document.activeElement))).toBe(false);
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
  await map.getByRole('button', { name: 'Acercar', exact: true }).click();
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
        .getByRole('button', { name: 'Acercar', exact: true }),
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
  await expect(map.getByRole('button', { name: 'Acercar', exact: true })).toBeVisible();
  await page.reload();
  await search.total();
  await expect(map.getByRole('button', { name: 'Acercar', exact: true })).toBeVisible();
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
  await expect(map.getByRole('button', { name: 'Acercar', exact: true })).toBeVisible();
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

/** Waits until every tile the map has placed is loaded and faded in. */
async function tilesDrawn(map: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        map
          .locator('img.leaflet-tile')
          .evaluateAll(
            (tiles) =>
              tiles.length >= 4 &&
              tiles.every(
                (tile) =>
                  tile instanceof HTMLImageElement &&
                  tile.complete &&
                  tile.classList.contains('leaflet-tile-loaded') &&
                  getComputedStyle(tile).opacity === '1',
              ),
          ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The lines across the map as the screen shows it: rows (or columns) of device pixels that,
 * across more than half the map, differ from both their neighbours while those two agree, as a
 * seam between two rows of tiles does; the map's own drawing has no such line.
 */
async function seamsIn(page: Page, surface: Locator): Promise<string[]> {
  const shot = (await surface.screenshot()).toString('base64');
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    const light = (x: number, y: number) => {
      const at = (y * width + x) * 4;
      return data[at]! + data[at + 1]! + data[at + 2]!;
    };
    const odd = (before: number, pixel: number, after: number) =>
      Math.abs(pixel - before) > 12 &&
      Math.abs(pixel - after) > 12 &&
      Math.abs(before - after) <= 12;
    const lines: string[] = [];
    for (let y = 1; y < height - 1; y += 1) {
      let count = 0;
      for (let x = 0; x < width; x += 1)
        if (odd(light(x, y - 1), light(x, y), light(x, y + 1))) count += 1;
      if (count > width / 2) lines.push(`row ${y} of ${height}`);
    }
    for (let x = 1; x < width - 1; x += 1) {
      let count = 0;
      for (let y = 0; y < height; y += 1)
        if (odd(light(x - 1, y), light(x, y), light(x + 1, y))) count += 1;
      if (count > height / 2) lines.push(`column ${x} of ${width}`);
    }
    return lines;
  }, shot);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

for (const [viewport, scale] of [
  [PHONE, 1],
  [PHONE, 3],
  [DESKTOP, 1],
  [DESKTOP, 3],
] as const) {
  test(`at ${viewport.width} px and ${scale} device pixels to the pixel, the tiles meet with no line between them`, async ({
    browser,
  }) => {
    const phone = viewport === PHONE;
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: scale,
      isMobile: phone,
      hasTouch: phone,
      locale: 'es-ES',
    });
    await acceptCookies(context);
    const page = await context.newPage();
    const { map } = await openMap(page);
    await mapSettled(map);
    await tilesDrawn(map);
    // no gap between neighbouring tiles: each reaches at least where the next one starts
    const gaps = await map.locator('img.leaflet-tile').evaluateAll((tiles) => {
      const boxes = tiles.map((tile) => tile.getBoundingClientRect());
      const found: string[] = [];
      let neighbours = 0;
      for (const a of boxes)
        for (const b of boxes) {
          const sameRow = Math.abs(a.top - b.top) < 0.5 && b.left > a.left && b.left < a.right + 8;
          const sameColumn =
            Math.abs(a.left - b.left) < 0.5 && b.top > a.top && b.top < a.bottom + 8;
          if (sameRow || sameColumn) neighbours += 1;
          if (sameRow && b.left > a.right) found.push(`${b.left - a.right} px across`);
          if (sameColumn && b.top > a.bottom) found.push(`${b.top - a.bottom} px down`);
        }
      return { found, neighbours };
    });
    expect(gaps.neighbours).toBeGreaterThan(2);
    expect(gaps.found).toEqual([]);
    // and none on the screen, whatever fraction of a device pixel the map starts at
    expect(await seamsIn(page, map.locator('.leaflet-container'))).toEqual([]);
    await context.close();
  });
}

for (const [viewport, phone] of [
  [PHONE, true],
  [DESKTOP, false],
] as const) {
  test(`at ${viewport.width} px every marker of the results is drawn whole inside the map`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: phone ? 3 : 1,
      isMobile: phone,
      hasTouch: phone,
      locale: 'es-ES',
    });
    await acceptCookies(context);
    const page = await context.newPage();
    const { map } = await openMap(page);
    await expect.poll(() => staysOnMap(map)).toBe(20);
    await mapSettled(map);
    const surface = (await map.locator('.leaflet-container').boundingBox())!;
    // what is drawn of a marker: a pin's price label, a cluster's circle
    const drawn = map.locator('.rs-marker__price, .rs-cluster');
    expect(await drawn.count()).toBeGreaterThan(0);
    for (const marker of await drawn.all()) {
      const box = (await marker.boundingBox())!;
      const name = (await marker.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(surface.x);
      expect(box.y, name).toBeGreaterThanOrEqual(surface.y);
      expect(box.x + box.width, name).toBeLessThanOrEqual(surface.x + surface.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(surface.y + surface.height);
    }
    await context.close();
  });
}
