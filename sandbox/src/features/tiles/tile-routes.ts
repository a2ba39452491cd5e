/**
 * GET /tiles/{z}/{x}/{y}.png: the base map's raster tiles, drawn here from Natural Earth, so the
 * map works with no tile server outside. Each tile drawn is kept (bounded) and cached by the
 * browser for a day.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SandboxError } from '../../lib/envelope';
import { renderTile } from './render';
import { createTileCache, type TileCache } from './tile-cache';
import { normaliseTile } from './tile-math';

export const TILE_CACHE_LIMIT = 2000;

type Params = { z: string; x: string; y: string };

const integer = (text: string) => (/^-?\d{1,7}$/.test(text) ? Number(text) : Number.NaN);

export const tileRoutes: FastifyPluginAsync<{ cache?: TileCache }> = async (app, options) => {
  const cache = options.cache ?? createTileCache(TILE_CACHE_LIMIT);
  app.get<{ Params: Params }>('/tiles/:z/:x/:y.png', async (request, reply) => {
    const { z, x, y } = request.params;
    const tile = normaliseTile(integer(z), integer(x), integer(y));
    if (!tile) throw new SandboxError('NOT_FOUND', `No tile ${z}/${x}/${y}`);
    const key = `${tile.z}/${tile.x}/${tile.y}`;
    let png = cache.get(key);
    if (!png) {
      png = await renderTile(tile);
      cache.set(key, png);
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png);
  });
};
