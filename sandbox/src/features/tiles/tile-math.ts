/**
 * Web Mercator tile arithmetic (the scheme of leaflet's and every slippy map's `{z}/{x}/{y}`):
 * a world 256 × 2^z pixels wide, x growing east from the antimeridian, y growing south from
 * latitude 85.05°.
 */
export const TILE_SIZE = 256;
/** Beyond this the shapes are only magnified: Natural Earth has no more detail to give. */
export const MAX_ZOOM = 18;
/** Web Mercator's edge: the latitude whose projection is a square world. */
export const MAX_LATITUDE = 85.0511287798066;

export type Tile = { z: number; x: number; y: number };
/** A tile's area in degrees. */
export type TileBox = { west: number; south: number; east: number; north: number };

/** A requested tile made valid: x wraps around the world; null for a zoom or row off the map. */
export function normaliseTile(z: number, x: number, y: number): Tile | null {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return null;
  const count = 2 ** z;
  if (y < 0 || y >= count) return null;
  return { z, x: ((x % count) + count) % count, y };
}

/** Longitude and latitude → pixels of the whole world at zoom z. */
export function worldPixel(z: number, longitude: number, latitude: number): [number, number] {
  const scale = TILE_SIZE * 2 ** z;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((longitude + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/** Pixels of the whole world at zoom z → longitude and latitude. */
export function worldPosition(z: number, px: number, py: number): [number, number] {
  const scale = TILE_SIZE * 2 ** z;
  const longitude = (px / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * py) / scale;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return [longitude, latitude];
}

/** The tile's area, grown by `margin` pixels on every side. */
export function tileBox({ z, x, y }: Tile, margin = 0): TileBox {
  const [west, north] = worldPosition(z, x * TILE_SIZE - margin, y * TILE_SIZE - margin);
  const [east, south] = worldPosition(
    z,
    (x + 1) * TILE_SIZE + margin,
    (y + 1) * TILE_SIZE + margin,
  );
  return { west, south, east, north };
}

/** Whether two areas overlap (neither crosses the antimeridian). */
export function overlaps(a: TileBox, b: TileBox): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;
}

type Point = [number, number];

/**
 * A ring cut to the rectangle [min, max]² (Sutherland–Hodgman): what lies outside a tile is
 * dropped before drawing, so a continent's thousands of points far off the tile cost nothing,
 * and the shape inside is the same.
 */
export function clipRing(ring: readonly Point[], min: number, max: number): Point[] {
  const edges: Array<{ inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }> = [
    { inside: (p) => p[0] >= min, cross: (a, b) => at(a, b, 0, min) },
    { inside: (p) => p[0] <= max, cross: (a, b) => at(a, b, 0, max) },
    { inside: (p) => p[1] >= min, cross: (a, b) => at(a, b, 1, min) },
    { inside: (p) => p[1] <= max, cross: (a, b) => at(a, b, 1, max) },
  ];
  let output: Point[] = [...ring];
  for (const edge of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cross(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

function at(a: Point, b: Point, axis: 0 | 1, value: number): Point {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return axis === 0 ? [value, a[1] + t * (b[1] - a[1])] : [a[0] + t * (b[0] - a[0]), value];
}
