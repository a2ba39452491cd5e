// node --test scripts/ (part of `pnpm test:unit`)
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { createGunzip } from 'node:zlib';
import path from 'node:path';
import { describe, it } from 'node:test';
import tls from 'node:tls';
import {
  createMetrics,
  fallbackReason,
  loggedError,
  loggedUrl,
  redactSecrets,
  requestIdFrom,
  acceptsGzip,
  gzippedAsItComes,
} from './render-tier.mjs';
import { PORT_OFFSET, portOf, renderPorts, renderProcessCount } from './stack.mjs';
import {
  NGINX,
  PERMISSIONS_POLICY,
  hostServer,
  nginxCommand,
  nginxConf,
  redirectServer,
  staticServer,
  writeNginxConf,
} from './nginx.mjs';
import { ensureCertificate } from './tls.mjs';

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

describe('the render pool', () => {
  it('has one process per core by default, at most 64, or as many as STOREFRONT_RENDER_PROCESSES says', () => {
    assert.equal(renderProcessCount(undefined, 2), 2);
    assert.equal(renderProcessCount('', 8), 8);
    assert.equal(renderProcessCount(undefined, 96), 64);
    assert.equal(renderProcessCount('5', 2), 5);
    for (const wrong of ['0', '-1', '2.5', 'many', '65'])
      assert.throws(() => renderProcessCount(wrong, 2), /STOREFRONT_RENDER_PROCESSES/);
  });

  it('keeps 4105 and 4106 for the first two and goes on from 4107, moved by the offset', () => {
    assert.deepEqual(renderPorts(2), { render1: 4105, render2: 4106 });
    assert.deepEqual(renderPorts(4, 9000), {
      render1: 13105,
      render2: 13106,
      render3: 13107,
      render4: 13108,
    });
  });

  it('nginx balances page routes over every process of the pool, and tries up to three', () => {
    const conf = hostServer({
      listen: 8080,
      root: '/srv/host',
      backend: 'http://127.0.0.1:9000',
      csp: "default-src 'self'",
      renderPool: [8090, 8091, 8092, 8093],
    });
    const servers = conf.match(/^ {4}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=2s;$/gm);
    assert.equal(servers?.length, 4);
    assert.match(conf, /proxy_next_upstream_tries 3;/);
    assert.match(conf, /error_page 502 503 504 = @browser_page;/);
  });
});

describe("the host's nginx headers and door", () => {
  const conf = (serverNames) =>
    hostServer({
      listen: '127.0.0.1:8080',
      serverNames,
      root: '/srv/host',
      backend: 'http://127.0.0.1:9000',
      csp: "default-src 'self'",
      renderPool: [8090],
    });

  it('denies the browser features the shop never uses', () => {
    for (const feature of ['geolocation', 'payment', 'camera', 'microphone', 'usb'])
      assert.match(PERMISSIONS_POLICY, new RegExp(`(^|, )${feature}=\\(\\)`));
    assert.match(conf(['_']), /add_header Permissions-Policy "[^"]*geolocation=\(\)[^"]*" always;/);
    assert.match(
      conf(['_']),
      /add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;/,
    );
  });

  it('refuses other hosts only when it is given server names', () => {
    assert.doesNotMatch(conf(['_']), /default_server/);
    const named = conf(['*.storefront.example']);
    assert.match(named, /listen 127\.0\.0\.1:8080 default_server;[\s\S]*return 421/);
  });

  it('keeps health and metrics off the public server, and answers 431 for a header too large', () => {
    const text = conf(['_']);
    for (const uri of ['/healthz', '/readyz', '/metrics'])
      assert.match(text, new RegExp(`location = ${uri} \\{\\s+return 404;`));
    assert.match(text, /error_page 494 =431 @header_too_large;/);
    assert.match(
      text,
      /if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{\s+add_header Allow "GET, HEAD" always;\s+return 405;/,
    );
  });
});

describe('the generated configuration', () => {
  it('is one nginx accepts (nginx -t), with server names, a render pool and a remote', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
    try {
      const conf = nginxConf({
        prefix,
        corsOrigins: ['https://*.storefront.example'],
        servers: [
          hostServer({
            listen: '127.0.0.1:8080',
            serverNames: ['*.storefront.example'],
            root: '/srv/storefront/host',
            backend: 'http://127.0.0.1:9000',
            manifestFile: '/etc/storefront/remotes.manifest.json',
            environmentFile: '/etc/storefront/environment.json',
            csp: "default-src 'self'",
            renderPool: ['127.0.0.1:8090', '127.0.0.1:8091', '127.0.0.1:8092'],
          }),
          staticServer({ listen: '127.0.0.1:8081', root: '/srv/storefront/releases' }),
        ],
      });
      const file = writeNginxConf(prefix, conf);
      const said = execFileSync(
        NGINX,
        ['-t', '-q', '-p', `${prefix}/`, '-c', file, '-e', path.join(prefix, 'error.log')],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      assert.equal(said, '');
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe("a page's deadline and nginx's", () => {
  it("a page's budget (start-up included) ends well before nginx stops waiting for it", () => {
    const conf = hostServer({
      listen: 8080,
      root: '/srv/host',
      backend: 'http://127.0.0.1:4010',
      csp: "default-src 'self'",
      renderPool: [4105, 4106],
    });
    const text = Array.isArray(conf) ? conf.join('\n') : String(conf);
    const render = text.slice(text.indexOf('location @render'));
    const readTimeout = /proxy_read_timeout (\d+)s;/.exec(render);
    assert.ok(readTimeout, 'the render location sets proxy_read_timeout');
    const budgetMs = Number(process.env.STOREFRONT_RENDER_BUDGET_MS ?? 600);
    // the page is answered within its budget plus the loading state's streaming (200 ms)
    assert.ok(budgetMs + 200 < Number(readTimeout[1]) * 1000);
    assert.match(render, /proxy_next_upstream error timeout http_502 http_503 http_504;/);
  });

  it('a page whose start-up overran the budget is counted under its own reason', () => {
    assert.equal(fallbackReason('start-up-budget'), 'start-up-budget');
  });

  it('every render process of a pool has a port, beyond the default count too', () => {
    assert.equal(portOf('render1'), renderPorts(1, PORT_OFFSET).render1);
    assert.equal(portOf('render7'), 4111 + PORT_OFFSET);
    assert.equal(portOf('nothing'), undefined);
  });
});

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Whether something answers on the port yet. */
async function waitListening(port) {
  for (let i = 0; i < 100; i += 1) {
    const socket = net.connect(port, '127.0.0.1');
    const open = await new Promise((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    socket.destroy();
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

describe('nginx ending TLS itself (--tls-certificate, --tls-key, --redirect-listen)', () => {
  it('serves the shop over HTTPS with HTTP/2 and HSTS, and sends plain HTTP to HTTPS', async () => {
    const { ca, cert, key } = ensureCertificate();
    const prefix = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-tls-'));
    const root = path.join(prefix, 'host');
    execFileSync('mkdir', ['-p', root]);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shop</title>');
    const [securePort, plainPort] = [await freePort(), await freePort()];
    const tlsFiles = { certificate: cert, key };
    const conf = nginxConf({
      prefix,
      // (a temporary folder only its owner reads: the workers run as that user, as the stack's)
      user: process.getuid?.() === 0 ? 'root' : undefined,
      servers: [
        hostServer({
          listen: securePort,
          root,
          backend: 'http://127.0.0.1:9',
          csp: "default-src 'self'",
          tls: tlsFiles,
        }),
        redirectServer({ listen: plainPort }),
      ],
    });
    assert.match(conf, new RegExp(`listen 127\\.0\\.0\\.1:${securePort} ssl http2;`));
    assert.match(conf, /ssl_protocols TLSv1\.2 TLSv1\.3;/);
    writeNginxConf(prefix, conf);
    const [command, args] = nginxCommand(prefix);
    const nginx = spawn(command, args, { stdio: 'ignore' });
    try {
      await waitListening(securePort);
      await waitListening(plainPort);
      const authority = readFileSync(ca);
      // the page over HTTPS, trusted through the local authority, with HSTS
      const page = await new Promise((resolve, reject) => {
        https
          .get(
            {
              host: '127.0.0.1',
              port: securePort,
              path: '/H',
              servername: 'sunsea.localhost',
              ca: authority,
            },
            (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
            },
          )
          .once('error', reject);
      });
      assert.equal(page.status, 200);
      assert.match(page.body, /<title>shop<\/title>/);
      assert.equal(
        page.headers['strict-transport-security'],
        'max-age=31536000; includeSubDomains',
      );
      // HTTP/2 offered by ALPN, over TLS 1.2 or 1.3
      const socket = tls.connect({
        host: '127.0.0.1',
        port: securePort,
        servername: 'sunsea.localhost',
        ca: authority,
        ALPNProtocols: ['h2', 'http/1.1'],
      });
      await once(socket, 'secureConnect');
      assert.equal(socket.alpnProtocol, 'h2');
      assert.match(socket.getProtocol() ?? '', /^TLSv1\.[23]$/);
      socket.destroy();
      // a bare http:// address is sent to the same page over HTTPS
      const redirect = await new Promise((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: plainPort,
              path: '/H?x=1',
              headers: { Host: 'sunsea.localhost' },
            },
            (res) => {
              res.resume();
              resolve({ status: res.statusCode, location: res.headers.location });
            },
          )
          .once('error', reject);
      });
      assert.deepEqual(redirect, { status: 301, location: 'https://sunsea.localhost/H?x=1' });
    } finally {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
      rmSync(prefix, { recursive: true, force: true });
    }
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
