/**
 * A remote screen's stylesheets written into the page's head: the first paint needs them, and
 * linked they are a render-blocking request on the remote's own origin (a new connection). A
 * stylesheet's address names its content (a content hash), so its text is kept by address; one
 * that cannot be read in time is linked instead. `data-href` names the file, so the browser's code
 * does not load it again for the screen (mini-css-extract looks for it).
 */
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '../../src/app/head-tags';
import { observe } from './observe';
import { fetchWithin } from './fetch-within';

/** The largest stylesheet written into a page; a larger one is linked. */
const MAX_INLINE_BYTES = 64 * 1024;

const texts = new LRUCache<string, Promise<string | null>>({ max: 128 });

function read(href: string, timeoutMs: number): Promise<string | null> {
  let loading = texts.get(href);
  observe({ type: 'cache', cache: 'screen-style-text', hit: loading !== undefined });
  if (!loading) {
    loading = fetchWithin(href, {}, timeoutMs, async (answer) => {
      if (!answer.ok) throw new Error(`${href}: HTTP ${answer.status}`);
      const text = await answer.text();
      return text.length <= MAX_INLINE_BYTES ? text : null;
    })
      // a failure is not kept: the next page asks again
      .catch(() => {
        texts.delete(href);
        return null;
      });
    texts.set(href, loading);
  }
  return loading;
}

/** The head's tag for a stylesheet: its text where it could be read, else a link. */
export function styleTag(href: string, text: string | null | undefined): string {
  const name = escapeHtml(href);
  // `</` could end the element: CSS reads `<\/` as the same two characters
  return text === null || text === undefined || text.length > MAX_INLINE_BYTES
    ? `<link rel="stylesheet" href="${name}">`
    : `<style data-href="${name}">${text.replace(/<\//g, '<\\/')}</style>`;
}

/**
 * The head's tags for a remote screen's stylesheets: each one's text where it could be read, else
 * a link. The federation runtime adds a screen's stylesheets itself as it loads the screen's
 * code, unless the page has a stylesheet link of the same address: a written one comes with such
 * a link, disabled (never fetched, never applied). Added again, the same rules would make the
 * browser style and lay out the whole page once more.
 */
export async function styleTags(hrefs: readonly string[], timeoutMs: number): Promise<string> {
  const found = await Promise.all(hrefs.map((href) => read(href, timeoutMs)));
  return hrefs
    .map((href, index) => {
      const tag = styleTag(href, found[index]);
      return tag.startsWith('<style')
        ? `${tag}<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`
        : tag;
    })
    .join('');
}
