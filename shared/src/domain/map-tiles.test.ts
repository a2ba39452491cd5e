import { DEFAULT_MAP_MAX_ZOOM, parseMapTiles } from './map-tiles';

describe('parseMapTiles', () => {
  it('takes a tile address with zoom, column and row, its credit and its highest zoom', () => {
    expect(
      parseMapTiles({
        tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        attribution: ' © Natural Earth ',
        maxZoom: 12,
      }),
    ).toEqual({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Natural Earth',
      maxZoom: 12,
    });
  });

  it('takes a path on the page’s own origin and gives a missing highest zoom the default', () => {
    expect(parseMapTiles({ tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'A' })?.maxZoom).toBe(
      DEFAULT_MAP_MAX_ZOOM,
    );
  });

  it.each([
    ['no setting', undefined],
    ['an address without the row', { tileUrl: 'https://t.example/{z}/{x}.png', attribution: 'A' }],
    ['a script address', { tileUrl: 'javascript:{z}{x}{y}', attribution: 'A' }],
    ['a protocol-relative address', { tileUrl: '//t.example/{z}/{x}/{y}', attribution: 'A' }],
    ['no credit', { tileUrl: 'https://t.example/{z}/{x}/{y}.png', attribution: ' ' }],
  ])('refuses %s: the map has no tiles', (_name, value) => {
    expect(parseMapTiles(value)).toBeNull();
  });
});
