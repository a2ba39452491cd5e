/**
 * What a page tells search engines in its head: its title, a description, its canonical
 * address and the address of each of its languages (`hreflang`, with `?lang=`), the same on a
 * page rendered on the server (written into its HTML) and in the browser (kept up to date as the
 * shopper moves between screens, PageHead.tsx).
 */
import { LANGUAGE_PARAM, LANGUAGES, TOKEN_PARAM } from '@storefront/shared/start-up';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { NAV_ITEMS } from './navigation';

export type HeadTags = {
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
};

/** The attribute that marks the tags this module keeps (the server's and the browser's). */
export const HEAD_MARK = 'data-sf-head';

export function headTags(
  address: URL,
  brand: BrandConfig,
  translate: (key: string) => string,
): HeadTags {
  const site = brand.brand.pageTitle || brand.brand.brandName;
  const screen = NAV_ITEMS.find((item) => item.to !== '/' && item.to === address.pathname);
  const page = new URL(address.pathname + address.search, address.origin);
  page.searchParams.delete(TOKEN_PARAM);
  const inLanguage = (language: string | null) => {
    const url = new URL(page.href);
    if (language) url.searchParams.set(LANGUAGE_PARAM, language);
    else url.searchParams.delete(LANGUAGE_PARAM);
    return url.href;
  };
  return {
    title: screen ? `${translate(screen.labelKey)} · ${site}` : site,
    description: [brand.landing.heroTitle, brand.landing.heroSubtitle]
      .map((text) => text.trim())
      .filter(Boolean)
      .join('. '),
    canonical: page.href,
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(language) })),
      { hreflang: 'x-default', href: inLanguage(null) },
    ],
  };
}

/** Text for HTML, escaped: brand content is data. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags as HTML, for the server's page head (every value escaped: brand content is data). */
export function headTagsHtml(tags: HeadTags): string {
  return [
    `<meta name="description" content="${escapeHtml(tags.description)}" ${HEAD_MARK}>`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" ${HEAD_MARK}>`,
    ...tags.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" ${HEAD_MARK}>`,
    ),
  ].join('');
}

/** Writes the tags into a document's head, replacing the ones written before. */
export function applyHeadTags(tags: HeadTags, doc: Document = document): void {
  doc.title = tags.title;
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  const add = (tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    doc.head.append(element);
  };
  add('meta', { name: 'description', content: tags.description });
  add('link', { rel: 'canonical', href: tags.canonical });
  for (const { hreflang, href } of tags.alternates)
    add('link', { rel: 'alternate', hreflang, href });
}
