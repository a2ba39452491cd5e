/**
 * The base map under the storefront's maps: an environment setting (environment.json's `map`),
 * which the shell hands to the remotes through the shared store (state, mapTilesAtom).
 */
export type MapTiles = {
  /** raster tiles, `{z}`, `{x}` and `{y}` standing for the zoom, column and row */
  tileUrl: string;
  /** the map data's credit, shown as plain text in the map's corner */
  attribution: string;
  /** the highest zoom the tile server draws; the map magnifies those tiles beyond it */
  maxZoom: number;
};

export const DEFAULT_MAP_MAX_ZOOM = 18;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** environment.json's `map`, or null when it is missing or unusable (the map then has no tiles). */
export function parseMapTiles(value: unknown): MapTiles | null {
  if (!isRecord(value)) return null;
  const { tileUrl, attribution, maxZoom } = value;
  if (typeof tileUrl !== 'string' || !['{z}', '{x}', '{y}'].every((p) => tileUrl.includes(p)))
    return null;
  if (!/^(https?:\/\/|\/(?!\/))/.test(tileUrl)) return null;
  if (typeof attribution !== 'string' || attribution.trim() === '') return null;
  return {
    tileUrl,
    attribution: attribution.trim(),
    maxZoom:
      typeof maxZoom === 'number' && Number.isInteger(maxZoom) && maxZoom >= 0 && maxZoom <= 22
        ? maxZoom
        : DEFAULT_MAP_MAX_ZOOM,
  };
}
