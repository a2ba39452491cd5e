import { safeHref, safeLink } from './safe-link';

describe('safeHref', () => {
  it.each([
    ['https://www.sunsea.example/legal/privacy', 'https://www.sunsea.example/legal/privacy'],
    ['http://example.com/terms', 'http://example.com/terms'],
    ['/legal/cookies', '/legal/cookies'],
    ['  /legal/cookies ', '/legal/cookies'],
  ])('keeps %s', (url, kept) => {
    expect(safeHref(url)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'mailto:x@example.com',
    'not a url',
    '',
    null,
    undefined,
  ])('drops %s', (url) => {
    expect(safeHref(url)).toBeNull();
  });
});

describe('safeLink', () => {
  it('tells a path of this site from an http(s) address', () => {
    expect(safeLink('/DP?destination=bcn')).toEqual({
      kind: 'internal',
      to: '/DP?destination=bcn',
    });
    expect(safeLink('https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil', '', null])(
    'drops %p',
    (url) => {
      expect(safeLink(url)).toBeNull();
    },
  );
});
