/**
 * The tiles drawn so far, the most recently asked for kept up to a limit (a map's view is a few
 * dozen tiles; drawing one costs milliseconds, keeping one a few kilobytes).
 */
export function createTileCache(limit: number) {
  const tiles = new Map<string, Buffer>();
  return {
    get(key: string): Buffer | undefined {
      const tile = tiles.get(key);
      if (tile) {
        // most recent last: the first key is the one to drop
        tiles.delete(key);
        tiles.set(key, tile);
      }
      return tile;
    },
    set(key: string, tile: Buffer): void {
      tiles.delete(key);
      tiles.set(key, tile);
      while (tiles.size > limit) {
        const oldest = tiles.keys().next().value;
        if (oldest === undefined) break;
        tiles.delete(oldest);
      }
    },
    get size() {
      return tiles.size;
    },
  };
}

export type TileCache = ReturnType<typeof createTileCache>;
