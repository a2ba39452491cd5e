import {
  PICTURE_WAIT_MS,
  isPageCode,
  keepIdleCode,
  loadPageCode,
  prefetchIdleCode,
} from './page-code';
import type { PageCode } from './page-code';

const CODE: PageCode = {
  main: '/main.js',
  scripts: ['/shell.1.js', '/shell-libraries.2.js'],
  fetches: ['/i18n/es.json'],
};

/** An image laid out in the viewport (jsdom lays nothing out), still loading. */
function pictureInView(src: string, top = 10): HTMLImageElement {
  const image = document.createElement('img');
  image.src = src;
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  image.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, width: 320, height: 200, left: 0, right: 320 }) as DOMRect;
  document.body.append(image);
  return image;
}

const asked = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"], script[src]')).map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : `${element.getAttribute('as')} ${element.getAttribute('href')}`,
  );

describe('the code of a page rendered on the server', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('is asked for once the page has painted: chunks and strings beside the entry', async () => {
    const loaded = loadPageCode(CODE);
    expect(asked()).toEqual([]);
    await jest.runAllTimersAsync();
    await loaded;
    expect(asked()).toEqual([
      'script /shell.1.js',
      'script /shell-libraries.2.js',
      'fetch /i18n/es.json',
      'script /main.js',
    ]);
    expect(document.head.querySelector('link[as="fetch"]')).toHaveAttribute(
      'crossorigin',
      'anonymous',
    );
  });

  it('waits for the pictures of the first screen, not for those below it or lazy ones', async () => {
    const hero = pictureInView('/hero.svg');
    pictureInView('/below.svg', 5000);
    pictureInView('/lazy.svg').loading = 'lazy';
    let done = false;
    const loaded = loadPageCode(CODE).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    expect(asked()).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    await jest.runAllTimersAsync();
    await loaded;
    expect(asked()).toContain('script /main.js');
  });

  it('takes a picture that fails as settled', async () => {
    const hero = pictureInView('/missing.svg');
    const loaded = loadPageCode(CODE);
    await jest.advanceTimersByTimeAsync(100);
    expect(asked()).toEqual([]);
    hero.dispatchEvent(new Event('error'));
    await jest.runAllTimersAsync();
    await loaded;
    expect(asked()).toContain('script /main.js');
  });

  it('never waits longer than its limit for a picture that hangs', async () => {
    pictureInView('/hangs.svg');
    const loaded = loadPageCode(CODE);
    await jest.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 100);
    expect(asked()).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    await loaded;
    expect(asked()).toContain('script /main.js');
  });

  it("takes only paths of the page's own origin from the server state", () => {
    expect(isPageCode(CODE)).toBe(true);
    expect(isPageCode({ ...CODE, main: 'https://elsewhere.example/main.js' })).toBe(false);
    expect(isPageCode({ ...CODE, main: '//elsewhere.example/main.js' })).toBe(false);
    expect(isPageCode({ ...CODE, scripts: ['/a.js', '/\\elsewhere.example/b.js'] })).toBe(false);
    expect(isPageCode({ ...CODE, fetches: [42] })).toBe(false);
    expect(isPageCode({ ...CODE, idle: ['/137.js'] })).toBe(true);
    expect(isPageCode({ ...CODE, idle: ['https://elsewhere.example/137.js'] })).toBe(false);
    expect(isPageCode(null)).toBe(false);
    expect(isPageCode(undefined)).toBe(false);
  });
});

describe('the idle-time code of a page rendered on the server', () => {
  const prefetches = () =>
    Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );
  beforeEach(() => {
    document.head.replaceChildren();
  });

  it('is fetched once, as prefetches that run nothing, when the page kept it', () => {
    keepIdleCode({ ...CODE, idle: ['/137.js'] });
    expect(prefetchIdleCode()).toBe(true);
    expect(prefetches()).toEqual(['script /137.js']);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    // asked again (the shell's idle work once more): nothing new, and still not to be loaded
    expect(prefetchIdleCode()).toBe(true);
    expect(prefetches()).toEqual(['script /137.js']);
  });

  it('is not there on a page the server did not render: the caller loads what it needs itself', () => {
    keepIdleCode({ ...CODE });
    expect(prefetchIdleCode()).toBe(false);
    expect(prefetches()).toEqual([]);
  });
});
