import { expect, test } from '../../support/test';
import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { OWN_SESSION_COOKIE, REMOTES, brandUrl } from '../../support/env';
import {
  HOST_PORT,
  PAGE_SERVERS,
  allLogText,
  metricsOf,
  originOf,
  pageServerLog,
  portOf,
  rawRequest,
  serverStateOf,
  summed,
} from '../../support/render-tier';
import { eventsFor, reportedErrors } from '../../support/sandbox';

/**
 * The render tier as an operator runs it (docs/operations.md, "The render tier"): each process
 * that answers page routes (the host, or each render process behind nginx) says whether it is
 * alive and ready and what it did (Prometheus metrics), logs every request as JSON under the
 * request id the page, its error reports and its events carry, never a token, and turns bad
 * input away at the door with a clear 4xx or answers it with a normal page, never a 5xx.
 */

const HOST = (brand: string) => new URL(brandUrl(brand)).host;

/** A page asked for on 127.0.0.1 with the brand's host name (as render-pool.spec.ts does). */
function getPage(request: APIRequestContext, brand: string, path: string, headers = {}) {
  return request.get(`${originOf(HOST_PORT)}${path}`, {
    headers: { host: HOST(brand), ...headers },
    maxRedirects: 0,
  });
}

test.describe('health and metrics', () => {
  test('every page server is alive and ready, and says so as JSON', async ({ request }) => {
    for (const server of PAGE_SERVERS) {
      const health = await request.get(`${originOf(portOf(server))}/healthz`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await request.get(`${originOf(portOf(server))}/readyz`);
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toEqual({ ready: true, state: 'ready' });
      expect(ready.headers()['cache-control']).toBe('no-store');
    }
  });

  test('/metrics counts requests per route, renders, fallbacks and their reasons, remote loads and cache hits', async ({
    request,
  }) => {
    const deals =
      'storefront_http_request_duration_seconds_count{route="/deals",method="GET",status="200"}';
    const linkToken = 'storefront_render_fallbacks_total{reason="link-token"}';
    const before = { deals: await summed(deals), linkToken: await summed(linkToken) };
    const dealsVersions = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const page = await getPage(request, 'sunsea', '/deals');
      expect(page.status()).toBe(200);
      const versions = serverStateOf(await page.text())?.versions as Record<string, string>;
      dealsVersions.add(String(versions.deals));
    }
    // the deals screen's render, timed under the version each of those pages rendered
    for (const version of dealsVersions)
      expect(
        await summed(
          `storefront_remote_render_duration_seconds_count{remote="deals",version="${version}"}`,
        ),
      ).toBeGreaterThan(0);
    const signOnLink = await getPage(request, 'sunsea', '/?a=some-link-token');
    expect(signOnLink.headers()['x-storefront-render']).toBe('client (link-token)');
    expect(await summed(deals)).toBeGreaterThanOrEqual(before.deals + 3);
    expect(await summed(linkToken)).toBeGreaterThanOrEqual(before.linkToken + 1);

    for (const server of PAGE_SERVERS) {
      const response = await request.get(`${originOf(portOf(server))}/metrics`);
      expect(response.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const metrics = await metricsOf(portOf(server));
      const names = [...metrics.keys()];
      // each process loaded every remote's screens as it warmed up, each under its version
      for (const remote of REMOTES)
        expect(names).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^storefront_remote_server_loads_total\\{remote="${remote}",version="[^"]+",outcome="loaded"\\}$`,
            ),
          ),
        );
      expect(metrics.get('storefront_ready')).toBe(1);
      expect(metrics.get('process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(metrics.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    }
    // the render function's caches: a screen, the remote's strings and the page template are
    // found again by the requests after the first
    for (const cache of ['remote-screen', 'remote-strings', 'page-files', 'start-up-file'])
      expect(
        await summed(`storefront_render_cache_lookups_total{cache="${cache}",result="hit"}`),
      ).toBeGreaterThan(0);
    expect(await summed('storefront_page_renders_total{outcome="server"}')).toBeGreaterThan(0);
  });
});

test.describe('the request id', () => {
  test('is logged with the request, sent back, and carried by the page, its events and its error reports', async ({
    page,
  }) => {
    const since = Date.now();
    // a session of the visitor's own (a page for everyone alike names no request: variant.ts)
    await page
      .context()
      .addCookies([{ name: OWN_SESSION_COOKIE, value: 'own', url: brandUrl('lastminute', '/') }]);
    const response = await page.goto(brandUrl('lastminute', '/exception'));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    const id = response?.headers()['x-request-id'] ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,36}$/);
    expect(serverStateOf(await response!.text())?.requestId).toBe(id);

    // the page's tracking events (the error page's own) name it
    await expect
      .poll(async () =>
        (await eventsFor('lastminute.localhost', since)).some(
          (event) => event.payload.eventData.requestId === id,
        ),
      )
      .toBe(true);
    // and so does an error report from the page
    await page.evaluate((marker) => {
      setTimeout(() => {
        throw new Error(marker);
      });
    }, `render tier check ${id}`);
    await expect
      .poll(
        async () =>
          (await reportedErrors(since)).find((report) =>
            report.exception?.values?.some((v) => v.value?.includes(`render tier check ${id}`)),
          )?.tags?.requestId,
        { timeout: 20_000 },
      )
      .toBe(id);

    // one JSON line for it in a page server's log: what was asked, how it was answered
    const line = pageServerLog().find((l) => l.requestId === id && l.msg === 'answered');
    expect(line).toMatchObject({
      method: 'GET',
      url: '/exception',
      route: '/exception',
      status: 200,
      render: 'server',
    });
  });

  test('a sane incoming X-Request-Id is kept; anything else is replaced; the token is never logged', async ({
    request,
  }) => {
    // a session of its own, which the server signs on: the second request carries its token in
    // the cookie and a header
    const own = `${OWN_SESSION_COOKIE}=own`;
    const first = await getPage(request, 'flyfree', '/', { cookie: own });
    const cookie = `${(first.headers()['set-cookie'] ?? '').split(';')[0]!}; ${own}`;
    const token = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
    expect(token.length).toBeGreaterThan(10);
    const given = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const second = await getPage(request, 'flyfree', `/deals?a=${encodeURIComponent(token)}`, {
      cookie,
      authorization: `Bearer ${token}`,
      'x-request-id': given,
    });
    expect(second.status()).toBe(200);
    // a sane id from a load balancer in front is kept (nginx and the page server alike)
    const id = second.headers()['x-request-id'];
    expect(id).toBe(given);
    const forged = await getPage(request, 'flyfree', '/deals', { 'x-request-id': '<forged id>' });
    expect(forged.headers()['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8,36}$/);

    await expect.poll(() => pageServerLog().some((l) => l.requestId === id)).toBe(true);
    const line = pageServerLog().find((l) => l.requestId === id && l.msg === 'answered');
    expect(line?.url).toBe('/deals?a=[redacted]');
    expect(allLogText()).not.toContain(token);
    expect(allLogText()).not.toContain(encodeURIComponent(token));
  });
});

test.describe('bad input at the door', () => {
  const host = HOST('sunsea');

  test('an oversized address is 414, an oversized header 431', async () => {
    const long = await rawRequest(HOST_PORT, {
      target: `/H?destination=${'x'.repeat(10_000)}`,
      headers: { Host: host },
    });
    expect(long.status).toBe(414);
    const header = await rawRequest(HOST_PORT, {
      target: '/deals',
      headers: { Host: host, 'X-Padding': 'y'.repeat(20_000) },
    });
    expect(header.status).toBe(431);
    const cookie = await rawRequest(HOST_PORT, {
      target: '/deals',
      headers: { Host: host, Cookie: `big=${'z'.repeat(20_000)}` },
    });
    expect(cookie.status).toBe(431);
  });

  test('a malformed cookie gets the normal page', async () => {
    for (const cookie of [
      'Abp.AuthToken=%E0%A4%A',
      ';;;=;=',
      'Abp.AuthToken="unterminated',
      'a=b; Abp.AuthToken=; Abp.AuthToken=x',
      '=====',
      `Abp.AuthToken=${'%'.repeat(300)}`,
      'Abp.AuthToken=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
    ]) {
      const answer = await rawRequest(HOST_PORT, {
        target: '/deals',
        headers: { Host: host, Cookie: cookie },
      });
      expect(answer.status, cookie).toBe(200);
      expect(answer.body, cookie).toContain('<div id="root">');
    }
  });

  test('an unknown host gets the brand error page, not a 5xx', async ({ page }) => {
    const response = await page.goto(brandUrl('nosuchbrand', '/deals'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-storefront-render']).toBe('client (brand-missing)');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esta web no está disponible' }),
    ).toBeVisible();
    // a host name that is no brand's at all, and none
    for (const name of ['127.0.0.1', 'x'.repeat(200), '[::1]']) {
      const answer = await rawRequest(HOST_PORT, { target: '/', headers: { Host: name } });
      expect(answer.status, name).toBeLessThan(500);
    }
    const none = await rawRequest(HOST_PORT, { target: '/', headers: {} });
    expect(none.status).toBe(400);
  });

  test('a page route takes GET and HEAD only: anything else is 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await rawRequest(HOST_PORT, {
        method,
        target: '/deals',
        headers: { Host: host, 'Content-Type': 'text/plain' },
        body: 'hi',
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
    const head = await rawRequest(HOST_PORT, {
      method: 'HEAD',
      target: '/deals',
      headers: { Host: host },
    });
    expect(head.status).toBe(200);
  });

  test('a few hundred fuzzed search addresses: never a 5xx, and every page server lives on', async () => {
    // 300 pages, four at a time: time for a busy computer (what is checked is the answers)
    test.setTimeout(90_000);
    const started = new Map<string, number | undefined>();
    for (const server of PAGE_SERVERS)
      started.set(server, (await metricsOf(portOf(server))).get('process_start_time_seconds'));
    // the shop's search parameters and some it does not know, with values that are anything:
    // broken percent-escapes, markup, quotes, Unicode, very long, repeated, empty
    const name = fc.constantFrom(
      'destination',
      'departure',
      'checkIn',
      'checkOut',
      'adults',
      'children',
      'rooms',
      'lang',
      'page',
      'sort',
      'price',
      'stars',
      'product',
      'cartId',
      'a',
      '',
      '%',
      'lang[]',
      '__proto__',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%zz',
        '%00',
        '%C0%AF',
        '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        '"\'',
        '..%2F..%2Fetc%2Fpasswd',
        '-1',
        '1e308',
        'NaN',
        '2027-02-30',
        '9999-99-99',
        'pmi,pmi,pmi',
        '{"a":1}',
      ),
      fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)),
    );
    const query = fc
      .array(fc.tuple(name, value), { maxLength: 8 })
      .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'));
    const path = fc.constantFrom('/', '/H', '/DP', '/F', '/deals', '/search', '/cart', '/H/');
    const targets = fc.sample(
      fc
        .tuple(path, query, fc.constantFrom('', '#x', '&&', '?'))
        .map(([p, q, tail]) => `${p}?${q}${tail}`),
      { seed: 20_260_101, numRuns: 300 },
    );

    const failures: string[] = [];
    const queue = [...targets];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
          const answer = await rawRequest(HOST_PORT, { target, headers: { Host: host } });
          // a page is a page server's (behind nginx: not nginx's own page for a pool it found
          // failing), a redirect or a clear 4xx
          const page = answer.status === 200 || answer.status === 404;
          if (answer.status >= 500 || (page && !answer.headers['x-storefront-render']))
            failures.push(`${answer.status} ${target.slice(0, 200)}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    for (const server of PAGE_SERVERS) {
      const health = await fetch(`${originOf(portOf(server))}/healthz`);
      expect(health.status, server).toBe(200);
      // the same process: none was restarted meanwhile
      expect((await metricsOf(portOf(server))).get('process_start_time_seconds'), server).toBe(
        started.get(server),
      );
    }
  });
});
