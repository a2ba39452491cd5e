/**
 * The document of a page rendered on the server, written from data: the host build's files
 * (`page-assets.json`, tooling/webpack/page-assets-plugin.cjs), the brand, the page's language,
 * head tags and stylesheets. Nothing of it is read from the built index.html, which is the page
 * that starts in the browser.
 *
 * It goes out in two parts: `documentStart` (the head) as soon as the start-up and the screen's
 * code are known, before the screen's data has come, and `documentEnd` (the rendered screen and
 * the server state) once the render is done. The page's only scripts are the early start and a
 * JSON block: the CSP allows no inline script.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@storefront/shared/i18n';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { jsonForScript } from '@storefront/shared/lib/json-in-html';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { shellStringsUrl } from '@storefront/shared/start-up';
import { escapeHtml, headTagsHtml } from '../../src/app/head-tags';
import type { HeadTags } from '../../src/app/head-tags';
import { THEME_STYLE_ID, themeCss } from '../../src/features/brand/theme';
import { SERVER_STATE_ID } from '../../src/lib/server-state';
import type { ServerState } from '../../src/lib/server-state';
import type { PageCode } from '../../src/lib/page-code';
import { styleTag } from './inline-styles';

export const PAGE_ASSETS_FILE = 'page-assets.json';

/** The files the host's page loads (page-assets.json). */
export type PageAssets = {
  /** the early start (src/early.ts): the one script in a page rendered on the server */
  early: string;
  /** the scripts the page runs, in order: the entry (main.js) among them */
  scripts: string[];
  /** the files the entry loads at once */
  preload: { scripts: string[]; styles: string[] };
  /** files fetched in idle time without being run (the API client's axios) */
  idle?: { scripts: string[] };
};

/** The build's files and the shell's stylesheets as the head's tags (their text, read once). */
export type PageFiles = { assets: PageAssets; shellStyles: string };

function isPageAssets(value: unknown): value is PageAssets {
  const assets = value as PageAssets;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof assets === 'object' &&
    assets !== null &&
    typeof assets.early === 'string' &&
    assets.early !== '' &&
    strings(assets.scripts) &&
    strings(assets.preload?.scripts) &&
    strings(assets.preload?.styles) &&
    (assets.idle === undefined || strings(assets.idle.scripts))
  );
}

/**
 * The host build's page files from `distDir`: the shell's own stylesheets written into the head
 * (the page paints with them and asks for no stylesheet first); one that cannot be read is linked.
 */
export async function readPageFiles(distDir: string): Promise<PageFiles> {
  const file = path.join(distDir, PAGE_ASSETS_FILE);
  const assets: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isPageAssets(assets)) throw new Error(`${file} does not name the page's files`);
  const texts = await Promise.all(
    assets.preload.styles.map((href) =>
      /^\/[\w.-]+\.css$/.test(href)
        ? readFile(path.join(distDir, href), 'utf8').catch(() => null)
        : null,
    ),
  );
  return {
    assets,
    shellStyles: assets.preload.styles.map((href, i) => styleTag(href, texts[i])).join(''),
  };
}

/**
 * What early.js asks for once the first screen has painted (lib/page-code.ts): the entry, the
 * chunks it loads at once, and the shell's strings in the page's language; and what the shell
 * fetches in idle time without running it.
 */
export function pageCode(assets: PageAssets, language: Language): PageCode {
  const main = assets.scripts.find((src) => /\/main\.js$/.test(src));
  if (!main) throw new Error(`${PAGE_ASSETS_FILE} names no main.js`);
  return {
    main,
    scripts: assets.preload.scripts,
    fetches: [shellStringsUrl(language)],
    idle: assets.idle?.scripts ?? [],
  };
}

/**
 * The landing's largest picture, named by the brand's configuration: asked for with the head,
 * before the screen has rendered it. Other screens' largest pictures come with their data.
 */
export function landingPicture(pathname: string, brand: BrandConfig): string | null {
  return pathname === '/' ? safeHref(brand.landing.heroBackgroundUrl) : null;
}

export type DocumentHead = {
  language: Language;
  brand: BrandConfig;
  tags: HeadTags;
  files: PageFiles;
  /** the route screen's stylesheets, as the head's tags (inline-styles.ts) */
  screenStyles: string;
  /** the page's largest picture, where it is known before the render */
  picture: string | null;
};

const preloadPicture = (href: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;

/** A favicon address of the brand's: a path of this site or http(s), else none. */
function favicon(brand: BrandConfig): string {
  const url = brand.theme.faviconUrl;
  return url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : 'data:,';
}

/** The document up to the body's first element: sent before the screen has rendered. */
export function documentStart(head: DocumentHead): string {
  return [
    `<!doctype html><html lang="${head.language}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head.picture ? preloadPicture(head.picture) : '',
    `<title>${escapeHtml(head.tags.title)}</title>`,
    headTagsHtml(head.tags),
    `<link rel="icon" href="${escapeHtml(favicon(head.brand))}">`,
    `<script defer src="${escapeHtml(head.files.assets.early)}"></script>`,
    head.files.shellStyles,
    head.screenStyles,
    `<style id="${THEME_STYLE_ID}">${themeCss(head.brand)}</style>`,
    '</head><body>',
  ].join('');
}

/**
 * The rest of the document: the rendered screen and the server state. (React asks for the
 * pictures the screen marks as its largest, `fetchpriority="high"`, at the start of its HTML.)
 */
export function documentEnd(html: string, state: ServerState): string {
  return `<div id="root">${html}</div><script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(state)}</script></body></html>`;
}
