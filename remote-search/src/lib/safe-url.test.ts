import { safeImageSrc, safeLink } from './safe-url';

describe('links and pictures from content', () => {
  it('keeps paths of this site and http(s) addresses', () => {
    expect(safeLink('/DP?destination=bcn')).toEqual({
      kind: 'internal',
      to: '/DP?destination=bcn',
    });
    expect(safeLink('https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(safeImageSrc('/media/brands/sunsea/hero.svg')).toBe('/media/brands/sunsea/hero.svg');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil', '', null])(
    'drops %p',
    (url) => {
      expect(safeLink(url)).toBeNull();
    },
  );
});
