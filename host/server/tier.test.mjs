// node --test host/server/ (part of `pnpm test:unit`)
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { describe, it } from 'node:test';
import {
  createMetrics,
  fallbackReason,
  loggedError,
  loggedUrl,
  redactSecrets,
  requestIdFrom,
  acceptsGzip,
  gzippedAsItComes,
} from './tier.mjs';

describe('request ids', () => {
  it("keeps nginx's $request_id and a UUID", () => {
    assert.equal(
      requestIdFrom('0f8e2a6c9b1d4e3fa7c5b2d1e0f9a8b7'),
      '0f8e2a6c9b1d4e3fa7c5b2d1e0f9a8b7',
    );
    const uuid = '3b241101-e2bb-4255-8caf-4136c566a962';
    assert.equal(requestIdFrom([uuid, 'other']), uuid);
  });

  it('replaces what is missing, too short, too long or not an id by a new UUID', () => {
    for (const given of [undefined, '', 'short', 'x'.repeat(37), 'a b c d e f g h', '<script>xx']) {
      const id = requestIdFrom(given);
      assert.notEqual(id, given);
      assert.match(id, /^[0-9a-f-]{36}$/);
    }
  });
});

describe('what a log line says of a request', () => {
  it("takes the token parameters' values out of the address, however they are spelt", () => {
    assert.equal(loggedUrl('/deals?a=eyJsecret&lang=en'), '/deals?a=[redacted]&lang=en');
    assert.equal(
      loggedUrl('/?token=abc&access%5Ftoken=def'),
      '/?token=[redacted]&access%5Ftoken=[redacted]',
    );
    assert.equal(loggedUrl('/H?destination=pmi'), '/H?destination=pmi');
    assert.equal(loggedUrl('/?%E0%A4%A=1&a'), '/?%E0%A4%A=1&a=[redacted]');
  });

  it('cuts a long address', () => {
    assert.equal(loggedUrl(`/?q=${'x'.repeat(5000)}`).length, 1025);
  });

  it('keeps bearer tokens, the auth cookie and JWTs out of error text', () => {
    const text =
      'GET failed: Authorization: Bearer abc.def-123 cookie Abp.AuthToken=tok123; x eyJhbGciOi.eyJzdWIiOj.c2lnbmF0dXJl';
    const out = redactSecrets(text);
    assert.doesNotMatch(out, /abc\.def-123|tok123|eyJhbGciOi/);
    assert.match(out, /Bearer \[redacted\]/);
  });

  it("logs an error's type, message and stack only, never its other fields", () => {
    const error = Object.assign(new Error('Request failed with status code 500'), {
      config: { headers: { Authorization: 'Bearer secret-token' } },
    });
    const logged = loggedError(error);
    assert.deepEqual(Object.keys(logged).sort(), ['message', 'stack', 'type']);
    assert.doesNotMatch(JSON.stringify(logged), /secret-token/);
  });
});

describe('fallback reasons as metric labels', () => {
  it('keeps the kind of a reason, and only known kinds', () => {
    assert.equal(fallbackReason('remote: deals/./DealsScreen timed out after 600 ms'), 'remote');
    assert.equal(fallbackReason('brand-missing'), 'brand-missing');
    assert.equal(fallbackReason('warming-up'), 'warming-up');
    assert.equal(fallbackReason('something new: with detail'), 'other');
    assert.equal(fallbackReason(undefined), 'other');
  });

  it('a page whose start-up overran the budget is counted under its own reason', () => {
    assert.equal(fallbackReason('start-up-budget'), 'start-up-budget');
  });
});

describe('metrics', () => {
  it('counts requests, renders, fallbacks, remote loads and cache lookups in Prometheus text', async () => {
    const metrics = createMetrics();
    metrics.requestDone({ route: '/deals', method: 'GET', status: 200, seconds: 0.12 });
    metrics.requestDone({ route: 'page', method: 'BREW', status: 405, seconds: 0.001 });
    metrics.pageAnswered('server');
    metrics.pageAnswered('client', 'remote: deals down');
    metrics.observe({ type: 'remote-entry', remote: 'deals', version: '1.0.0', outcome: 'loaded' });
    metrics.observe({ type: 'remote-entry', remote: 'deals', version: '0.9.0', outcome: 'failed' });
    metrics.observe({ type: 'cache', cache: 'remote-screen', hit: true });
    metrics.observe({ type: 'cache', cache: 'remote-screen', hit: false });
    metrics.observe({ type: 'unknown' });
    const text = await metrics.register.metrics();
    assert.match(
      text,
      /storefront_http_request_duration_seconds_count\{route="\/deals",method="GET",status="200"\} 1/,
    );
    assert.match(
      text,
      /storefront_http_request_duration_seconds_count\{route="page",method="other",status="405"\} 1/,
    );
    assert.match(text, /storefront_page_renders_total\{outcome="server"\} 1/);
    assert.match(text, /storefront_render_fallbacks_total\{reason="remote"\} 1/);
    assert.match(
      text,
      /storefront_remote_server_loads_total\{remote="deals",version="1.0.0",outcome="loaded"\} 1/,
    );
    assert.match(
      text,
      /storefront_remote_server_loads_total\{remote="deals",version="0.9.0",outcome="failed"\} 1/,
    );
    assert.match(
      text,
      /storefront_render_cache_lookups_total\{cache="remote-screen",result="hit"\} 1/,
    );
    assert.match(
      text,
      /storefront_render_cache_lookups_total\{cache="remote-screen",result="miss"\} 1/,
    );
    assert.match(text, /^storefront_ready 0$/m);
    assert.match(text, /^process_resident_memory_bytes \d+/m);
    assert.match(text, /^nodejs_heap_size_used_bytes \d+/m);
  });

  it("times each remote screen's render and counts the ones that threw, by remote and version", async () => {
    const metrics = createMetrics();
    const render = { type: 'remote-render', remote: 'deals' };
    metrics.observe({ ...render, version: '1.0.0', ms: 25, outcome: 'rendered' });
    metrics.observe({ ...render, version: '1.0.0', ms: 500, outcome: 'rendered' });
    metrics.observe({ ...render, version: '1.1.0', ms: 2, outcome: 'error' });
    const text = await metrics.register.metrics();
    const duration = 'storefront_remote_render_duration_seconds';
    assert.match(text, new RegExp(`^# TYPE ${duration} histogram$`, 'm'));
    assert.match(
      text,
      new RegExp(`^${duration}_count\\{remote="deals",version="1.0.0"\\} 2$`, 'm'),
    );
    assert.match(
      text,
      new RegExp(`^${duration}_sum\\{remote="deals",version="1.0.0"\\} 0.525$`, 'm'),
    );
    assert.match(
      text,
      new RegExp(`^${duration}_bucket\\{le="0.05",remote="deals",version="1.0.0"\\} 1$`, 'm'),
    );
    assert.match(
      text,
      new RegExp(`^${duration}_bucket\\{le="0.005",remote="deals",version="1.1.0"\\} 1$`, 'm'),
    );
    assert.match(
      text,
      new RegExp(`^${duration}_count\\{remote="deals",version="1.1.0"\\} 1$`, 'm'),
    );
    assert.match(text, /^# TYPE storefront_remote_render_errors_total counter$/m);
    assert.match(
      text,
      /^storefront_remote_render_errors_total\{remote="deals",version="1.1.0"\} 1$/m,
    );
    // a version none of whose renders threw is there at 0
    assert.match(
      text,
      /^storefront_remote_render_errors_total\{remote="deals",version="1.0.0"\} 0$/m,
    );
  });
});

describe("a page's gzip", () => {
  it('is taken where the browser says so', () => {
    assert.equal(acceptsGzip('gzip, deflate, br'), true);
    assert.equal(acceptsGzip('br;q=1, *;q=0.1'), true);
    assert.equal(acceptsGzip('gzip;q=0, br'), false);
    assert.equal(acceptsGzip('br'), false);
    assert.equal(acceptsGzip(undefined), false);
  });

  it('gives out each part as it comes: the head before the page is whole', async () => {
    const body = new PassThrough();
    const unzipped = gzippedAsItComes(body).pipe(createGunzip());
    const first = new Promise((resolve) =>
      unzipped.once('data', (chunk) => resolve(String(chunk))),
    );
    body.write('<!doctype html><html><head><title>Shop</title></head><body>');
    assert.equal(await first, '<!doctype html><html><head><title>Shop</title></head><body>');
    let rest = '';
    unzipped.on('data', (chunk) => (rest += String(chunk)));
    body.end('<div id="root"></div></body></html>');
    await once(unzipped, 'end');
    assert.equal(rest, '<div id="root"></div></body></html>');
  });
});
