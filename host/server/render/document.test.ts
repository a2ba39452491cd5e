/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import type { ServerState } from '../../src/lib/server-state';
import { documentEnd, documentStart, landingPicture, pageCode, readPageFiles } from './document';
import type { PageFiles } from './document';

const brand = (landing: object, faviconUrl: string | null) =>
  ({
    theme: { colors: { primary: '#123456' }, faviconUrl },
    landing: { heroTitle: '', heroSubtitle: '', heroBackgroundUrl: null, ...landing },
    brand: { brandName: 'Shop' },
  }) as unknown as BrandConfig;

const FILES: PageFiles = {
  assets: {
    early: '/early.abc.js',
    scripts: ['/main.js'],
    preload: { scripts: ['/shell.abc.js'], styles: [] },
    idle: { scripts: ['/137.abc.js'] },
  },
  shellStyles: '',
};

const head = (b: BrandConfig, picture: string | null) =>
  documentStart({
    language: 'fr',
    brand: b,
    tags: {
      title: 'A <b>title</b>',
      description: '',
      canonical: 'https://a.test/',
      alternates: [],
    },
    files: FILES,
    screenStyles: '<style data-href="/x.css">.x{}</style>',
    picture,
  });

describe("the render server's document", () => {
  it('writes its head from data, brand content escaped and only a safe favicon used', () => {
    const html = head(brand({}, 'javascript:alert(1)'), null);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>A &#60;b&#62;title&#60;/b&#62;</title>');
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toContain('<style data-href="/x.css">.x{}</style>');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(head(brand({}, '/brand/icon.png'), null)).toContain(
      '<link rel="icon" href="/brand/icon.png">',
    );
  });

  it("asks for the landing's picture with the head, from the brand's configuration", () => {
    const sunny = brand({ heroBackgroundUrl: ' https://img.test/hero.jpg ' }, null);
    expect(landingPicture('/', sunny)).toBe('https://img.test/hero.jpg');
    expect(landingPicture('/deals', sunny)).toBeNull();
    expect(landingPicture('/', brand({ heroBackgroundUrl: 'javascript:x' }, null))).toBeNull();
    expect(head(sunny, 'https://img.test/hero.jpg')).toContain(
      '<link rel="preload" as="image" href="https://img.test/hero.jpg" fetchpriority="high">',
    );
  });

  it('ends with the rendered screen and the server state as data', () => {
    const state = { language: 'fr', requestId: '</script><script>x()</script>' } as ServerState;
    const end = documentEnd('<main>Hi</main>', state);
    expect(end).toMatch(/^<div id="root"><main>Hi<\/main><\/div><script type="application\/json"/);
    expect(end.match(/<\/script>/g)).toHaveLength(1);
    expect(end).toMatch(/<\/body><\/html>$/);
  });

  it('names the code early.js asks for, and refuses a build that does not name its files', async () => {
    expect(pageCode(FILES.assets, 'de')).toEqual({
      main: '/main.js',
      scripts: ['/shell.abc.js'],
      fetches: [expect.stringMatching(/de\.json$/)],
      idle: ['/137.abc.js'],
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'document-'));
    writeFileSync(path.join(dir, 'page-assets.json'), '{"scripts":[]}');
    await expect(readPageFiles(dir)).rejects.toThrow('does not name');
    writeFileSync(
      path.join(dir, 'page-assets.json'),
      JSON.stringify({ ...FILES.assets, preload: { scripts: [], styles: ['/gone.css'] } }),
    );
    expect((await readPageFiles(dir)).shellStyles).toBe('<link rel="stylesheet" href="/gone.css">');
  });
});
