/**
 * The base map under a leaflet map: the environment's raster tiles (environment.json `map`, handed
 * over by the shell in the shared store), with their credit in the map's corner. Without the
 * setting the map is a plain surface whose markers, zoom and moves all work the same.
 */
import { TileLayer } from 'react-leaflet';
import { mapTilesAtom, useStateValue } from '@storefront/shared/state';

/** Past the tile server's highest zoom, its tiles are magnified up to this one. */
export const MAP_MAX_ZOOM = 18;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function BaseTiles() {
  const tiles = useStateValue(mapTilesAtom);
  if (!tiles) return null;
  return (
    <TileLayer
      url={tiles.tileUrl}
      // leaflet writes the credit as HTML: the setting is plain text
      attribution={escapeHtml(tiles.attribution)}
      maxNativeZoom={Math.min(tiles.maxZoom, MAP_MAX_ZOOM)}
      maxZoom={MAP_MAX_ZOOM}
    />
  );
}
