/**
 * The code of a page rendered on the server, asked for once the page has painted its first
 * screen and the pictures in it: on a slow connection the shell's scripts (about 150 KB) would
 * otherwise share the line with the screen's largest picture and hold it back, and the page is
 * already readable without them. The render server takes the scripts out of the page's head
 * (server/render.tsx) and names them in the server state; early.js asks for them here.
 */

/** The scripts and files a page rendered on the server asks for after its first paint. */
export type PageCode = {
  /** the entry script (main.js): the federation runtime, which starts the shell */
  main: string;
  /** the chunks the entry loads at once, asked for beside it */
  scripts: string[];
  /** files the shell's start-up fetches (its strings), asked for beside it */
  fetches: string[];
  /**
   * scripts the shell fetches in idle time without running them (`prefetchIdleCode`): the API
   * client's axios, which runs with the shopper's first call
   */
  idle?: string[];
};

/** The longest the code waits for the first screen's pictures: a picture that hangs never holds it. */
export const PICTURE_WAIT_MS = 2500;

/** Pictures of the first screen (not lazy, within the viewport) still loading. */
export function firstScreenPictures(doc: Document, win: Window): HTMLImageElement[] {
  return Array.from(doc.images).filter((image) => {
    if (image.loading === 'lazy' || image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < win.innerHeight && box.width > 0 && box.height > 0;
  });
}

function settled(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves once the page has painted: the frame after the next animation frame. */
function afterPaint(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

/** Once the first screen and its pictures are painted (or PICTURE_WAIT_MS has passed). */
export async function firstScreenPainted(doc: Document, win: Window): Promise<void> {
  await afterPaint(win);
  const pictures = firstScreenPictures(doc, win);
  if (pictures.length === 0) return;
  let timer: number | undefined;
  await Promise.race([
    Promise.all(pictures.map(settled)),
    new Promise<void>((resolve) => {
      timer = win.setTimeout(resolve, PICTURE_WAIT_MS);
    }),
  ]);
  win.clearTimeout(timer);
  await afterPaint(win);
}

function link(doc: Document, attributes: Record<string, string>): HTMLLinkElement {
  const element = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Asks for the page's code: its chunks and files beside the entry, the entry run when it arrives. */
export function requestPageCode(code: PageCode, doc: Document): void {
  const head = doc.head;
  for (const href of code.scripts) head.append(link(doc, { rel: 'preload', as: 'script', href }));
  for (const href of code.fetches)
    head.append(link(doc, { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' }));
  const main = doc.createElement('script');
  main.src = code.main;
  head.append(main);
}

/** Whether a server state's `code` is a page code (it comes from the page: checked, not trusted). */
export function isPageCode(value: unknown): value is PageCode {
  if (typeof value !== 'object' || value === null) return false;
  const { main, scripts, fetches, idle } = value as Record<string, unknown>;
  const paths = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string' && sameOriginPath(item));
  return (
    typeof main === 'string' &&
    sameOriginPath(main) &&
    paths(scripts) &&
    paths(fetches) &&
    (idle === undefined || paths(idle))
  );
}

/** A path on the page's own origin ("/x.js"), never another origin ("//x", "http:"). */
function sameOriginPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/** The page's code, asked for once its first screen is painted. */
export async function loadPageCode(
  code: PageCode,
  doc: Document = document,
  win: Window = window,
): Promise<void> {
  await firstScreenPainted(doc, win);
  requestPageCode(code, doc);
}

let idleCode: string[] | null = null;

/** The idle-time scripts of a page rendered on the server (bootstrap.tsx keeps them). */
export function keepIdleCode(code: PageCode): void {
  idleCode = code.idle ?? null;
}

/**
 * Fetches the kept idle-time scripts into the HTTP cache as low-priority prefetches, without
 * running them: the API client's axios then runs with the shopper's first call, not as a task of
 * the page's load. False when none were kept (a page rendered in the browser).
 */
export function prefetchIdleCode(doc: Document = document): boolean {
  if (!idleCode) return false;
  for (const href of idleCode) doc.head.append(link(doc, { rel: 'prefetch', as: 'script', href }));
  idleCode = [];
  return true;
}
