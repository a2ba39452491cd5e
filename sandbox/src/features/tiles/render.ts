/**
 * One map tile drawn as a PNG: sea, land with its coast, dashed country borders and the
 * inventory's cities (a dot from zoom 3, its name from zoom 5). Each tile draws what lies a
 * little past its edges too, so a coast or a city name crossing into the next tile is drawn the
 * same on both and the seams do not show.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { DESTINATIONS } from '../../inventory/destinations';
import { clipRing, overlaps, TILE_SIZE, tileBox, worldPixel } from './tile-math';
import type { Tile, TileBox } from './tile-math';
import { detailFor, world } from './world';

export const COLORS = {
  sea: '#aad3df',
  land: '#f2efe9',
  coast: '#7fa9bb',
  border: '#9e8aa5',
  city: '#333333',
  cityHalo: '#ffffff',
} as const;

/** How far past its edges a tile draws shapes, in pixels (what its coasts' lines may reach). */
const MARGIN = 96;
/** How far to its left a city may be whose name reaches into the tile, in pixels. */
const NAME_REACH = 256;
const CITY_DOTS_FROM_ZOOM = 3;
const CITY_NAMES_FROM_ZOOM = 5;

type Point = [number, number];

export async function renderTile(tile: Tile): Promise<Buffer> {
  const canvas = createCanvas(TILE_SIZE, TILE_SIZE);
  const context = canvas.getContext('2d');
  const { z } = tile;
  const left = tile.x * TILE_SIZE;
  const top = tile.y * TILE_SIZE;
  const area = tileBox(tile, MARGIN);
  const local = ([lon, lat]: Point): Point => {
    const [px, py] = worldPixel(z, lon, lat);
    return [px - left, py - top];
  };
  // a shape continued past ±180 (world.ts, unwrap) is drawn where it shows: here, or a world away
  const worldWidth = TILE_SIZE * 2 ** z;
  const placements = (box: TileBox) =>
    [0, -360, 360].filter((shift) =>
      overlaps({ ...box, west: box.west + shift, east: box.east + shift }, area),
    );
  const { land, borders } = await world(detailFor(z));

  context.fillStyle = COLORS.sea;
  context.fillRect(0, 0, TILE_SIZE, TILE_SIZE);

  // land, then its outline as the coast
  context.beginPath();
  for (const shape of land) {
    for (const shift of placements(shape.box)) {
      const offset = (shift / 360) * worldWidth;
      for (const ring of shape.rings) {
        const points = ring.map((point) => moved(local(point), offset));
        traceRing(context, clipRing(points, -MARGIN, TILE_SIZE + MARGIN), true);
      }
    }
  }
  context.fillStyle = COLORS.land;
  context.fill('evenodd');
  context.strokeStyle = COLORS.coast;
  context.lineWidth = z >= 6 ? 1.2 : 0.8;
  context.stroke();

  // borders: open lines, each drawn whole (the canvas clips what is off the tile)
  context.beginPath();
  for (const line of borders) {
    for (const shift of placements(line.box)) {
      const offset = (shift / 360) * worldWidth;
      traceRing(
        context,
        line.points.map((point) => moved(local(point), offset)),
        false,
      );
    }
  }
  context.setLineDash(z >= 5 ? [4, 3] : [2, 2]);
  context.strokeStyle = COLORS.border;
  context.lineWidth = z >= 5 ? 1.2 : 0.7;
  context.stroke();
  context.setLineDash([]);

  if (z >= CITY_DOTS_FROM_ZOOM) drawCities(context, z, local);
  return canvas.toBuffer('image/png');
}

const moved = ([x, y]: Point, offset: number): Point => [x + offset, y];

function traceRing(context: SKRSContext2D, points: readonly Point[], closed: boolean) {
  const [first, ...rest] = points;
  if (!first || rest.length === 0) return;
  context.moveTo(first[0], first[1]);
  for (const [x, y] of rest) context.lineTo(x, y);
  if (closed) context.closePath();
}

function drawCities(context: SKRSContext2D, z: number, local: (point: Point) => Point) {
  const radius = z >= 8 ? 4 : 3;
  context.font = `${z >= 8 ? 13 : 11}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  for (const city of DESTINATIONS) {
    const [x, y] = local([city.longitude, city.latitude]);
    if (x < -NAME_REACH || x > TILE_SIZE + MARGIN || y < -MARGIN || y > TILE_SIZE + MARGIN)
      continue;
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fillStyle = COLORS.city;
    context.fill();
    context.lineWidth = 1.5;
    context.strokeStyle = COLORS.cityHalo;
    context.stroke();
    if (z >= CITY_NAMES_FROM_ZOOM) {
      const name = city.names.en;
      context.lineWidth = 3;
      context.strokeStyle = COLORS.cityHalo;
      context.strokeText(name, x + radius + 3, y);
      context.fillStyle = COLORS.city;
      context.fillText(name, x + radius + 3, y);
    }
  }
}
