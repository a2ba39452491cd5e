import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createSandbox } from '../../server';
import { COLORS, renderTile } from './render';
import { createTileCache } from './tile-cache';
import {
  clipRing,
  normaliseTile,
  tileBox,
  worldPixel,
  worldPosition,
  type Tile,
} from './tile-math';
import { unwrap } from './world';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** How many of the tile's pixels are each colour. */
async function coloursOf(png: Buffer): Promise<Map<string, number>> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    const colour = hex(data[i]!, data[i + 1]!, data[i + 2]!);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return counts;
}

/** The tile holding a place at zoom z. */
function tileAt(z: number, longitude: number, latitude: number): Tile {
  const [x, y] = worldPixel(z, longitude, latitude);
  return { z, x: Math.floor(x / 256), y: Math.floor(y / 256) };
}

describe('tile arithmetic', () => {
  it('puts longitude 0, latitude 0 in the middle of the world', () => {
    expect(worldPixel(0, 0, 0)).toEqual([128, 128]);
    expect(worldPixel(3, -180, 85.0511287798066)[0]).toBe(0);
    expect(worldPixel(3, -180, 85.0511287798066)[1]).toBeCloseTo(0, 6);
  });

  it('turns pixels back into the same place', () => {
    const [x, y] = worldPixel(11, 2.6502, 39.5696);
    const [longitude, latitude] = worldPosition(11, x, y);
    expect(longitude).toBeCloseTo(2.6502, 9);
    expect(latitude).toBeCloseTo(39.5696, 9);
  });

  it('gives a tile its area in degrees, Palma inside its own tile', () => {
    const box = tileBox(tileAt(8, 2.6502, 39.5696));
    expect(box.west).toBeLessThan(2.6502);
    expect(box.east).toBeGreaterThan(2.6502);
    expect(box.south).toBeLessThan(39.5696);
    expect(box.north).toBeGreaterThan(39.5696);
    expect(box.east - box.west).toBeCloseTo(360 / 256, 9);
  });

  it('wraps columns around the world and refuses rows and zooms off the map', () => {
    expect(normaliseTile(2, 5, 1)).toEqual({ z: 2, x: 1, y: 1 });
    expect(normaliseTile(2, -1, 1)).toEqual({ z: 2, x: 3, y: 1 });
    expect(normaliseTile(2, 0, 4)).toBeNull();
    expect(normaliseTile(2, 0, -1)).toBeNull();
    expect(normaliseTile(19, 0, 0)).toBeNull();
    expect(normaliseTile(1.5, 0, 0)).toBeNull();
  });

  it('cuts a ring to the tile and keeps one inside whole', () => {
    const inside: Array<[number, number]> = [
      [10, 10],
      [20, 10],
      [20, 20],
    ];
    expect(clipRing(inside, 0, 256)).toEqual(inside);
    const across = clipRing(
      [
        [-100, 100],
        [100, 100],
        [100, 150],
        [-100, 150],
      ],
      0,
      256,
    );
    expect(across.every(([x, y]) => x >= 0 && x <= 256 && y >= 0 && y <= 256)).toBe(true);
    expect(across).toContainEqual([0, 100]);
    expect(
      clipRing(
        [
          [-10, -10],
          [-5, -10],
          [-5, -5],
        ],
        0,
        256,
      ),
    ).toEqual([]);
  });

  it('carries a line crossing the antimeridian on past 180 instead of back across the world', () => {
    expect(
      unwrap([
        [178, 65],
        [-179, 66],
        [-175, 66],
      ]),
    ).toEqual([
      [178, 65],
      [181, 66],
      [185, 66],
    ]);
  });
});

describe('tile drawing', () => {
  it('draws a tile over the Mediterranean with both sea and land', async () => {
    const colours = await coloursOf(await renderTile(tileAt(4, 12, 38)));
    expect(colours.get(COLORS.sea)).toBeGreaterThan(256 * 256 * 0.2);
    expect(colours.get(COLORS.land)).toBeGreaterThan(256 * 256 * 0.2);
  });

  it('draws a tile in the middle of the Atlantic as sea only', async () => {
    const colours = await coloursOf(await renderTile(tileAt(5, -40, 16)));
    expect([...colours.keys()]).toEqual([COLORS.sea]);
  });

  it('draws inland at a zoom past Natural Earth’s detail as land', async () => {
    const colours = await coloursOf(await renderTile(tileAt(12, -3.0, 40.0)));
    expect(colours.get(COLORS.land)).toBeGreaterThan(256 * 256 * 0.9);
    expect(colours.has(COLORS.sea)).toBe(false);
  });

  it('draws a city’s dot and name where the inventory has one', async () => {
    const palma = tileAt(9, 2.6502, 39.5696);
    const colours = await coloursOf(await renderTile(palma));
    expect(colours.get(COLORS.city)).toBeGreaterThan(10);
    const ocean = await coloursOf(await renderTile(tileAt(9, -40, 16)));
    expect(ocean.has(COLORS.city)).toBe(false);
  });

  it('draws a city’s name running into the next tile on that tile too', async () => {
    // a zoom where Palma's dot is near its tile's right edge, so its name goes on to the east
    const z = [5, 6, 7, 8, 9, 10, 11, 12].find(
      (zoom) => worldPixel(zoom, 2.6502, 39.5696)[0] % 256 > 190,
    );
    if (z === undefined) throw new Error('no zoom puts Palma near a tile edge');
    const tile = tileAt(z, 2.6502, 39.5696);
    const east = await coloursOf(await renderTile({ ...tile, x: tile.x + 1 }));
    // letters are smoothed: their pixels are dark rather than exactly the city colour
    const dark = [...east].filter(([colour]) =>
      [1, 3, 5].every((at) => parseInt(colour.slice(at, at + 2), 16) < 110),
    );
    expect(dark.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(20);
  });
});

describe('tile cache', () => {
  it('keeps the most recently asked for tiles, up to its limit', () => {
    const cache = createTileCache(2);
    cache.set('a', Buffer.from('a'));
    cache.set('b', Buffer.from('b'));
    expect(cache.get('a')?.toString()).toBe('a');
    cache.set('c', Buffer.from('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe('a');
    expect(cache.get('c')?.toString()).toBe('c');
  });
});

describe('GET /tiles/{z}/{x}/{y}.png', () => {
  const app = createSandbox();
  afterAll(() => app.close());

  it('answers a 256 × 256 PNG any page may show, cached by the browser', async () => {
    const { z, x, y } = tileAt(5, 2.65, 39.57);
    const response = await app.inject({ method: 'GET', url: `/tiles/${z}/${x}/${y}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const image = await loadImage(response.rawPayload);
    expect([image.width, image.height]).toEqual([256, 256]);
    const again = await app.inject({ method: 'GET', url: `/tiles/${z}/${x}/${y}.png` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers the same tile for a column a world away', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/tiles/2/1/1.png' }),
      app.inject({ method: 'GET', url: '/tiles/2/5/1.png' }),
    ]);
    expect(b.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it.each(['/tiles/2/0/4.png', '/tiles/30/0/0.png', '/tiles/a/0/0.png', '/tiles/2/0/1e2.png'])(
    'answers 404 for %s, a tile off the map',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );
});
