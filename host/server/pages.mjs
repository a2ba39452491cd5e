// The render server's pages: every route of the client-side router answered with the page the
// render function (its server build, host/dist/server/render.js from host/server/render) renders,
// or with the browser's start page while it warms up or when a render fails; the operator
// dashboard it draws; and what the page server says of itself: one JSON line and metrics per
// request (tier.mjs), /healthz, /readyz and /metrics (docs/operations.md, "The render tier").
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  MAX_URL_LENGTH,
  PAGE_METHODS,
  acceptsGzip,
  createMetrics,
  gzippedAsItComes,
  loggedUrl,
} from './tier.mjs';

/** logged at debug level: probes and scrapes come every few seconds */
const OPERATIONS_ROUTES = ['/healthz', '/readyz', '/metrics'];

/**
 * The pages of `app`. `render`: the render function's file, or none (the browser renders every
 * page); `operators`: the operators file, for the dashboard; `unavailableWhileWarming`: page
 * routes are answered 503 until the render function has warmed up (behind a balancer that tries
 * another process, nginx's render pool), rather than left to the browser.
 */
export function createPages(
  app,
  {
    root,
    render,
    backend,
    remotesManifest,
    environment,
    budgetMs,
    sharedCacheSeconds = 0,
    operators,
    signals,
    unavailableWhileWarming = false,
  },
) {
  const metrics = createMetrics();
  /** the page being answered, for the render function's observer (its route) */
  const pageContext = new AsyncLocalStorage();
  let renderer = null;
  let ready = false;
  let draining = false;
  const load = createRequire(import.meta.url);

  /** Each request's id, its line in the log and its metrics; before the proxy's routes. */
  function observeRequests() {
    app.decorateRequest('page', null);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
      metrics.inFlight.inc();
      reply.raw.once('close', () => metrics.inFlight.dec());
      if (request.url.length > MAX_URL_LENGTH)
        return reply.code(414).type('text/plain').send('URI too long\n');
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.page?.route ?? routeLabel(request);
      metrics.requestDone({
        route,
        method: request.method,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
      const quiet = OPERATIONS_ROUTES.includes(route) && reply.statusCode < 500;
      request.log[quiet ? 'debug' : 'info'](
        {
          method: request.method,
          url: loggedUrl(request.url),
          host: String(request.headers.host ?? '').slice(0, 255),
          route,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime),
          ...(request.page?.render ? { render: request.page.render } : {}),
        },
        'answered',
      );
    });
  }

  /** The health and metrics routes, the operator dashboard and the page routes. */
  function registerRoutes() {
    // alive: the process answers (whatever its state)
    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    });
    // ready: warmed up (the render function has loaded the remotes' screens) and not draining
    app.get('/readyz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const taking = ready && !draining;
      reply.code(taking ? 200 : 503);
      return { ready: taking, state: draining ? 'draining' : ready ? 'ready' : 'warming-up' };
    });
    app.get('/metrics', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(metrics.register.contentType);
      return metrics.register.metrics();
    });

    if (render && operators) registerOperatorPages();

    // with a render function, `/` is a page route like the others (not the folder's index.html)
    if (render) app.get('/', page);
    // Every route of the client-side router answers with the page; a file that is not there is
    // a 404, and a page route takes GET and HEAD only
    app.setNotFoundHandler((request, reply) => {
      if (path.extname(request.url.split('?')[0])) return reply.code(404).send('Not found');
      if (!PAGE_METHODS.includes(request.method))
        return reply.code(405).header('Allow', PAGE_METHODS.join(', ')).send('Method not allowed');
      return page(request, reply);
    });
  }

  /**
   * The operator dashboard (host/server/render/operator): `GET /__operator`, and the sign-on and
   * sign-out forms, answered by the render function's build when an operators file is given.
   */
  function registerOperatorPages() {
    let pages = null;
    const operatorPages = async () => {
      pages ??= await load(path.resolve(render)).createOperatorPages({
        manifestFile: path.resolve(remotesManifest),
        operatorsFile: path.resolve(operators),
        signalsUrl: signals ?? null,
      });
      return pages;
    };
    // a form's fields, a few of them
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(body)),
    );
    const operatorRoute = async (request, reply) => {
      const answer = await (
        await operatorPages()
      ).handle({
        method: request.method,
        url: request.url,
        host: request.headers.host ?? null,
        origin: request.headers.origin ?? null,
        cookie: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
        form: request.body instanceof URLSearchParams ? request.body : null,
        secure: (forwardedProto(request) ?? request.protocol) === 'https',
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    };
    app.get('/__operator', operatorRoute);
    app.post('/__operator/sign-on', operatorRoute);
    app.post('/__operator/sign-out', operatorRoute);
  }

  /**
   * A page rendered on the server: true once it is on its way, false when the browser renders
   * it. (Never the reply itself: a reply is a thenable, which an `await` would wait out to the
   * end.)
   */
  async function serverPage(request, reply) {
    let result;
    try {
      if (!renderer) throw new NotReady();
      result = await renderer.render({
        url: request.url,
        hostname: request.hostname.replace(/:\d+$/, ''),
        // behind nginx (the render pool), the scheme the shopper used is the proxy's to say
        origin: `${forwardedProto(request) ?? request.protocol}://${request.headers.host ?? request.hostname}`,
        cookieHeader: request.headers.cookie ?? null,
        mobileHint: request.headers['sec-ch-ua-mobile'] ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        secure: request.protocol === 'https',
        requestId: request.id,
        // the variant the tier in front read (it shares pages; render/variant.ts)
        variant: request.headers['x-storefront-variant'] ?? null,
      });
    } catch (error) {
      if (!(error instanceof NotReady)) request.log.error({ err: error }, 'render failed');
      result = {
        kind: 'client',
        reason: error instanceof NotReady ? 'warming-up' : 'render-error',
      };
    }
    metrics.pageAnswered(result.kind === 'page' ? 'server' : result.kind, result.reason);
    if (result.kind === 'client') {
      request.page.render = `client (${result.reason.slice(0, 300).replace(/[^\x20-\x7e]/g, '')})`;
      reply.header('X-Storefront-Render', request.page.render);
      // what the server knows for the browser's start-up (the brand's language)
      if (result.setCookies?.length) reply.header('set-cookie', result.setCookies);
      return false;
    }
    if (result.kind === 'redirect') {
      reply.redirect(result.location, 302);
      return true;
    }
    request.page.render = 'server';
    reply.code(result.status).headers(result.headers).header('X-Storefront-Render', 'server');
    // its head goes out before the rest is rendered: gzipped here, part by part
    if (acceptsGzip(request.headers['accept-encoding'])) {
      reply
        .header('Content-Encoding', 'gzip')
        .header('Vary', `${result.headers.vary ?? ''}, Accept-Encoding`.replace(/^, /, ''));
      reply.send(gzippedAsItComes(result.body));
    } else reply.send(result.body);
    return true;
  }

  /** A route of the client-side router: the page, rendered on the server when it can be. */
  async function page(request, reply) {
    request.page = { route: 'page' };
    if (render && !renderer && unavailableWhileWarming) {
      request.page.render = 'unavailable (warming-up)';
      return reply
        .code(503)
        .header('Retry-After', '1')
        .header('Cache-Control', 'no-store')
        .send('Warming up\n');
    }
    if (render) {
      const sent = await pageContext.run(request.page, () => serverPage(request, reply));
      if (sent) return reply;
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  }

  /**
   * The render function loaded (it loads the remotes' screens); until then /readyz says
   * warming-up and pages go to the browser. Throws when it cannot start.
   */
  async function warm() {
    if (render) {
      const { createRenderer } = load(path.resolve(render));
      renderer = await createRenderer({
        distDir: root,
        backend,
        environmentFile: path.resolve(environment),
        manifestFile: path.resolve(remotesManifest),
        budgetMs,
        sharedCacheSeconds,
        observe: (event) => {
          if (event?.type === 'page') {
            const page = pageContext.getStore();
            if (page && typeof event.route === 'string') page.route = event.route;
          } else metrics.observe(event);
        },
      });
    }
    ready = true;
    if (!draining) metrics.ready.set(1);
  }

  /** Draining: /readyz turns false. */
  function stopTaking() {
    draining = true;
    metrics.ready.set(0);
  }

  return { observeRequests, registerRoutes, warm, stopTaking };
}

/** A request's route as a metric label: a registered route, 'static', or 'not-found'. */
function routeLabel(request) {
  const url = request.routeOptions?.url;
  if (!url) return 'not-found';
  if (url === '/*') return 'static';
  return url.replace(/\/\*?$/, '') || '/';
}

/** The scheme nginx says the page was asked for with (only ever behind it, on 127.0.0.1). */
function forwardedProto(request) {
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return proto === 'https' || proto === 'http' ? proto : null;
}

/** The render function is still warming up: the browser renders the page meanwhile. */
class NotReady extends Error {}
