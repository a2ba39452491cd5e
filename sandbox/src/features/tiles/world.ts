/**
 * The world the tiles are drawn from: Natural Earth's land and country borders (the world-atlas
 * package's TopoJSON) at three levels of detail, each read on first use and kept, with every
 * polygon and border line's area so a tile only looks at the shapes it shows.
 */
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { TileBox } from './tile-math';

type Point = [number, number];
export type Shape = { box: TileBox; rings: Point[][] };
export type Line = { box: TileBox; points: Point[] };
export type World = { land: Shape[]; borders: Line[] };

export type Detail = '110m' | '50m' | '10m';

// read when a tile first needs them, not when the sandbox starts (the 10m file is 3.6 MB)
const SOURCES: Record<Detail, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/countries-110m.json'),
  '50m': () => import('world-atlas/countries-50m.json'),
  '10m': () => import('world-atlas/countries-10m.json'),
};

/** The level of detail for a zoom: Natural Earth's scales as the map's scale grows. */
export function detailFor(zoom: number): Detail {
  if (zoom <= 2) return '110m';
  if (zoom <= 4) return '50m';
  return '10m';
}

/**
 * A ring or line made continuous where it crosses the antimeridian (Russia's east, Fiji): the
 * longitudes after a jump of more than half the world go on past ±180 instead of drawing a line
 * back across every tile; the renderer draws such a shape once more a world to the west or east.
 */
export function unwrap(points: readonly Point[]): Point[] {
  let shift = 0;
  let previous: number | null = null;
  return points.map(([lon, lat]) => {
    if (previous !== null) {
      if (lon + shift - previous > 180) shift -= 360;
      else if (lon + shift - previous < -180) shift += 360;
    }
    previous = lon + shift;
    return [lon + shift, lat];
  });
}

function boxOf(points: readonly Point[]): TileBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of points) {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return { west, south, east, north };
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function build(topology: Countries): World {
  const landCollection = feature(topology, topology.objects.land);
  const land: Shape[] = [];
  for (const item of landCollection.features) {
    const geometry = item.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const rings = polygon.map((ring) => unwrap(ring.map(([lon, lat]) => [lon, lat] as Point)));
      if (rings[0]) land.push({ box: boxOf(rings[0]), rings });
    }
  }
  // the lines two countries share: borders, not coasts
  const shared = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
  const borders = shared.coordinates.map((line) => {
    const points = unwrap(line.map(([lon, lat]) => [lon, lat] as Point));
    return { box: boxOf(points), points };
  });
  return { land, borders };
}

const loaded = new Map<Detail, Promise<World>>();

export function world(detail: Detail): Promise<World> {
  let found = loaded.get(detail);
  if (!found) {
    found = SOURCES[detail]().then((source) => build(source.default as Countries));
    loaded.set(detail, found);
  }
  return found;
}
