/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LANGUAGES } from '@storefront/shared/i18n';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { createRenderer } from './render';
import type { RenderResult } from './render';
import type { RenderEvent } from './observe';
import { serverStartUp } from './startup';
import type { ServerStart } from './startup';
import { serverScreen } from './remotes';
import type { ScreenModule } from './remotes';
import type { ResolvedRemote } from '../../src/features/remotes/manifest';
import type * as ReactModule from 'react';
import type * as StartupModule from '../../src/app/startup';
import type * as RemoteScreenModule from '../../src/features/remotes/RemoteScreen';

// the build's version (webpack defines it)
jest.mock('../../src/app/startup', () => {
  (globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';
  return jest.requireActual<typeof StartupModule>('../../src/app/startup');
});
// the request's start-up and its remote's screen are given; the page renders as the server's does
jest.mock('./startup', () => ({ serverStartUp: jest.fn() }));
jest.mock('./remotes', () => ({
  serverScreen: jest.fn(),
  browserFilesAnswer: jest.fn(async () => true),
  screenStyles: jest.fn(async () => []),
  warmServerScreens: jest.fn(async () => undefined),
}));
jest.mock('./fetch-within', () => ({ fetchWithin: jest.fn(async () => ({})) }));
jest.mock('../../src/features/remotes/federation', () => ({
  loadedScreen: jest.fn(),
  loadScreen: jest.fn(() => new Promise(() => undefined)),
}));
/** a part of the shell beside the screen throws as it renders */
let mockShellThrows = false;
// the shell: the route's remote screen in its place, as the App's route table renders it
jest.mock('../../src/app/App', () => {
  const { RemoteScreen } = jest.requireActual<typeof RemoteScreenModule>(
    '../../src/features/remotes/RemoteScreen',
  );
  const { Suspense } = jest.requireActual<typeof ReactModule>('react');
  const ShellPart = () => {
    if (mockShellThrows) throw new Error('the shell is broken');
    return <header>Shop</header>;
  };
  return {
    App: () => (
      <main>
        <Suspense fallback={null}>
          <ShellPart />
        </Suspense>
        <RemoteScreen remote="deals" expose="./DealsScreen" RenderErrorFallback={() => null} />
      </main>
    ),
  };
});

const DEALS: ResolvedRemote = {
  name: 'deals',
  container: 'remote_deals',
  version: '1.2.0-canary.1',
  entry: 'http://127.0.0.1:1/deals/1.2.0-canary.1/mf-manifest.json',
  chosenBy: 'canary',
  routes: [{ path: '/deals', expose: './DealsScreen' }],
};

/** What of a brand's configuration the page's head and theme read. */
const BRAND = {
  id: '1',
  domain: 'sunsea.localhost',
  language: 'es',
  contentLanguage: 'es',
  theme: { colors: { primary: '#0a6ebd', background: '#ffffff' }, faviconUrl: null },
  landing: { heroTitle: 'Tus vacaciones al sol', heroSubtitle: '' },
  brand: { brandName: 'Sun & Sea Viajes', businessClient: 'sunsea' },
} as unknown as BrandConfig;

function start(): ServerStart {
  return {
    kind: 'page',
    domain: 'sunsea.localhost',
    location: '/deals',
    language: 'es',
    brand: BRAND,
    flags: { status: 'loaded', flags: {} },
    env: {},
    manifest: {},
    resolved: [DEALS],
    routes: [{ path: '/deals', remote: 'deals', expose: './DealsScreen' }],
    refusedRoutes: [],
    refusedOverrides: [],
    signOn: null,
    setCookies: [],
    shared: null,
  } as unknown as ServerStart;
}

function distDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
  writeFileSync(
    path.join(dir, 'page-assets.json'),
    JSON.stringify({
      early: '/early.1234abcd.js',
      scripts: ['/main.js'],
      preload: { scripts: ['/shell.1234abcd.js'], styles: ['/shell.1234abcd.css'] },
    }),
  );
  writeFileSync(path.join(dir, 'shell.1234abcd.css'), '.shell{color:red}');
  mkdirSync(path.join(dir, 'i18n'));
  for (const language of LANGUAGES) writeFileSync(path.join(dir, 'i18n', `${language}.json`), '{}');
  return dir;
}

async function textOf(body: Readable): Promise<string> {
  let text = '';
  for await (const chunk of body) text += String(chunk);
  return text;
}

async function renderView(
  screen: ScreenModule,
  {
    started = {},
    requestId,
    sharedCacheSeconds,
  }: { started?: Partial<ServerStart>; requestId?: string; sharedCacheSeconds?: number } = {},
) {
  jest.mocked(serverStartUp).mockReturnValue({
    startUp: async () => ({ ...start(), ...started }),
    defaultVersions: async () => [],
  } as unknown as ReturnType<typeof serverStartUp>);
  jest.mocked(serverScreen).mockResolvedValue(screen);
  const events: RenderEvent[] = [];
  const { render: renderPage } = await createRenderer({
    distDir: distDir(),
    backend: 'http://127.0.0.1:1',
    environmentFile: '',
    manifestFile: '',
    budgetMs: 5_000,
    observe: (event) => events.push(event),
    ...(sharedCacheSeconds === undefined ? {} : { sharedCacheSeconds }),
  });
  const view: RenderResult = await renderPage({
    url: '/deals',
    hostname: 'sunsea.localhost',
    origin: 'http://sunsea.localhost',
    cookieHeader: null,
    mobileHint: null,
    userAgent: null,
    secure: false,
    ...(requestId ? { requestId } : {}),
  });
  if (view.kind !== 'page') throw new Error(`not rendered on the server: ${view.kind}`);
  return { view, events };
}

async function renderDeals(screen: ScreenModule) {
  const { view, events } = await renderView(screen);
  const html = await textOf(view.body);
  return { html, renders: events.filter((event) => event.type === 'remote-render') };
}

/** The first part of a stream that has come, without waiting for its end. */
function firstChunk(body: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    body.once('data', (chunk) => resolve(String(chunk)));
    body.once('error', reject);
  });
}

function Thrown(): never {
  throw new Error('the screen is broken');
}

describe("a page's remote screen, for the render server's metrics", () => {
  afterEach(() => {
    mockShellThrows = false;
  });

  it('is reported rendered, by the version the request rendered, with how long the render took', async () => {
    const { html, renders } = await renderDeals({ default: () => <h1>Deals</h1> });
    expect(html).toContain('<h1>Deals</h1>');
    expect(renders).toEqual([
      {
        type: 'remote-render',
        remote: 'deals',
        version: '1.2.0-canary.1',
        ms: expect.any(Number),
        outcome: 'rendered',
      },
    ]);
    const [render] = renders;
    expect(render?.type === 'remote-render' && render.ms).toBeGreaterThanOrEqual(0);
  });

  it('is reported as an error when something within it throws (its region left to the browser)', async () => {
    const { html, renders } = await renderDeals({
      default: () => (
        <section>
          <Thrown />
        </section>
      ),
    });
    expect(html).not.toContain('<section>');
    expect(renders).toEqual([
      expect.objectContaining({
        type: 'remote-render',
        remote: 'deals',
        version: '1.2.0-canary.1',
        outcome: 'error',
      }),
    ]);
  });

  it("is not blamed for an error of the shell's around it", async () => {
    mockShellThrows = true;
    const { html, renders } = await renderDeals({ default: () => <h1>Deals</h1> });
    expect(html).toContain('<h1>Deals</h1>');
    expect(html).not.toContain('<header>');
    expect(renders).toEqual([
      expect.objectContaining({ version: '1.2.0-canary.1', outcome: 'rendered' }),
    ]);
  });
});

describe("a page's document", () => {
  it("sends its head before the screen's data has come, and the screen once it has", async () => {
    let answer: (text: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const { use } = jest.requireActual<typeof ReactModule>('react');
    const Waiting = () => <h1>{use(data)}</h1>;
    const { view } = await renderView({ default: Waiting });
    // the render has answered with the head while the screen still waits for its data
    const head = await firstChunk(view.body);
    expect(head).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(head).toContain('<title>shell.nav.deals · Sun &#38; Sea Viajes</title>');
    expect(head).toContain('<script defer src="/early.1234abcd.js"></script>');
    expect(head).toContain('<style data-href="/shell.1234abcd.css">.shell{color:red}</style>');
    expect(head).toContain('--color-primary:#0a6ebd');
    expect(head).toMatch(/<\/head><body>$/);
    expect(head).not.toContain('id="root"');
    answer('Ofertas de verano');
    const rest = await textOf(view.body);
    expect(rest).toMatch(/^<div id="root"><main>.*<h1>Ofertas de verano<\/h1>/);
    const state = /<script type="application\/json" id="sf-server-state">(.*?)<\/script>/.exec(
      rest,
    )?.[1];
    expect(JSON.parse(state ?? 'null')).toMatchObject({
      language: 'es',
      code: {
        main: '/main.js',
        scripts: ['/shell.1234abcd.js'],
        fetches: [expect.stringContaining('es')],
      },
    });
    expect(rest).toMatch(/<\/script><\/body><\/html>$/);
  });
});

describe('a page rendered for everyone of its variant', () => {
  const Deals = () => <h1>Ofertas</h1>;
  const stateOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="sf-server-state">(.*?)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as Record<string, unknown>;

  it('may be kept by a shared cache when the tier read its variant alike: public, no cookie, nothing of the request', async () => {
    const { view } = await renderView(
      { default: Deals },
      {
        started: {
          shared: { variant: 'phone|-|pending|-', agreed: true, canaryArms: '' },
        } as Partial<ServerStart>,
        requestId: 'request-1',
        sharedCacheSeconds: 10,
      },
    );
    expect(view.headers).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
      vary: 'X-Storefront-Variant',
      'x-storefront-variant': 'phone|-|pending|-',
    });
    expect(view.headers['set-cookie']).toBeUndefined();
    expect(view.headers['x-accel-buffering']).toBeUndefined();
    const state = stateOf(await textOf(view.body));
    expect(state).toMatchObject({ canaryArms: '', signOn: null });
    expect(state).not.toHaveProperty('requestId');
  });

  it('is private when the tier read another variant, or keeps none', async () => {
    for (const [agreed, seconds] of [
      [false, 10],
      [true, 0],
    ] as const) {
      const { view } = await renderView(
        { default: Deals },
        {
          started: {
            shared: { variant: 'desktop|-|pending|-', agreed, canaryArms: '' },
          } as Partial<ServerStart>,
          sharedCacheSeconds: seconds,
        },
      );
      expect(view.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-storefront-variant': 'desktop|-|pending|-',
      });
      await textOf(view.body);
    }
  });

  it("is the visitor's own otherwise: private, and names its request", async () => {
    const { view } = await renderView(
      { default: Deals },
      {
        started: { shared: null } as Partial<ServerStart>,
        requestId: 'request-2',
        sharedCacheSeconds: 10,
      },
    );
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.headers['x-storefront-variant']).toBeUndefined();
    const state = stateOf(await textOf(view.body));
    expect(state).toMatchObject({ requestId: 'request-2' });
    expect(state).not.toHaveProperty('canaryArms');
  });
});
