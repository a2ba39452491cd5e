// node --test scripts/ (part of `pnpm test:unit`): the host's nginx in front of the render pool
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
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

describe('the page cache', () => {
  /** A render process's stand-in: the render server's own variant rules, a count of renders. */
  async function origin() {
    const { variantOf } = await tsImport('../host/server/render/variant.ts', import.meta.url);
    const seen = { renders: 0, variants: [], disagreements: [] };
    const seconds = 2;
    const server = http.createServer((request, response) => {
      const url = new URL(request.url, 'http://x');
      const asked = request.headers['x-storefront-variant'];
      const canary = /storefront-canary=([A-Za-z0-9._~!-]+)/.exec(request.headers.cookie ?? '');
      const own = variantOf(
        {
          cookieHeader: request.headers.cookie ?? null,
          mobileHint: request.headers['sec-ch-ua-mobile'] ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        },
        canary?.[1] ?? '',
      );
      seen.renders += 1;
      if (asked !== undefined) seen.variants.push(asked);
      if (asked !== undefined && asked !== own) seen.disagreements.push({ asked, own });
      const shared = asked === own && url.searchParams.get('cookie') === null;
      const body = zlib.gzipSync(`<!doctype html><p>render ${seen.renders} for ${own}</p>`);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        ...(shared
          ? {
              'cache-control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 3}`,
              vary: 'X-Storefront-Variant, Accept-Encoding',
            }
          : { 'cache-control': 'no-store', 'x-accel-buffering': 'no' }),
        ...(url.searchParams.get('cookie') !== null ? { 'set-cookie': 'x=1; Path=/' } : {}),
      });
      response.end(body);
    });
    const port = await freePort();
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return { server, port, seen };
  }

  /** One GET through nginx: status, headers and the body as the client reads it. */
  function get(port, pathname, headers = {}) {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode, headers: res.headers, body: body.toString() });
          });
        })
        .once('error', reject);
    });
  }

  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

  it('keeps a public page per address and variant, renders it once, and never keeps a private one', async () => {
    const render = await origin();
    const prefix = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-cache-'));
    const root = path.join(prefix, 'host');
    execFileSync('mkdir', ['-p', root]);
    const port = await freePort();
    writeNginxConf(
      prefix,
      nginxConf({
        prefix,
        user: process.getuid?.() === 0 ? 'root' : undefined,
        servers: [
          hostServer({
            listen: port,
            root,
            backend: 'http://127.0.0.1:9',
            csp: "default-src 'self'",
            renderPool: [render.port],
          }),
        ],
      }),
    );
    const [command, args] = nginxCommand(prefix);
    const nginx = spawn(command, args, { stdio: 'ignore' });
    try {
      await waitListening(port);
      const gzip = { 'accept-encoding': 'gzip', 'user-agent': DESKTOP };
      // the first visitor's page is rendered; the next ones of the same variant take it
      const first = await get(port, '/H?destination=pmi', gzip);
      assert.equal(first.headers['x-storefront-cache'], 'MISS');
      assert.match(first.headers['cache-control'], /^public, max-age=0, s-maxage=2,/);
      assert.equal(first.headers['set-cookie'], undefined);
      for (let i = 0; i < 5; i += 1) {
        const again = await get(port, '/H?destination=pmi', gzip);
        assert.equal(again.headers['x-storefront-cache'], 'HIT');
        assert.equal(again.body, first.body);
      }
      assert.equal(render.seen.renders, 1);
      // a client without gzip gets the same page, unzipped
      const plain = await get(port, '/H?destination=pmi', { 'user-agent': DESKTOP });
      assert.equal(plain.headers['x-storefront-cache'], 'HIT');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, first.body);
      // twenty new visitors at once on a page not kept yet: one render, the rest wait for it
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => get(port, '/F?origin=mad', gzip)),
      );
      assert.equal(new Set(burst.map((r) => r.body)).size, 1);
      assert.equal(render.seen.renders, 2);
      // each variant its own page, as nginx and the render server read it alike
      const variants = [
        { 'user-agent': PHONE },
        { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' },
        { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
        { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' },
        { 'user-agent': DESKTOP, cookie: 'storefront-language=fr' },
        { 'user-agent': DESKTOP, cookie: 'a=1; storefront-language=de; b=2' },
        { 'user-agent': DESKTOP, cookie: 'storefront-language=xx' },
        { 'user-agent': DESKTOP, cookie: 'cookies-acceptance=technical' },
        { 'user-agent': DESKTOP, cookie: 'cookies-acceptance=technical%2Cmeasurement' },
        { 'user-agent': DESKTOP, cookie: 'cookies-acceptance=measurement,technical' },
        { 'user-agent': DESKTOP, cookie: 'cookies-acceptance=' },
        { 'user-agent': PHONE, cookie: 'storefront-canary=deals~1.0.0; storefront-language=it' },
      ];
      const before = render.seen.renders;
      for (const headers of variants) {
        const page = await get(port, '/deals', headers);
        assert.match(page.headers['x-storefront-cache'], /^(MISS|HIT)$/, JSON.stringify(headers));
        assert.match(page.headers['cache-control'], /^public/, JSON.stringify(headers));
      }
      assert.deepEqual(render.seen.disagreements, []);
      // one render per variant: phones alike whichever way they say so, a tablet and a language
      // cookie that names no language alike with the desktop, an empty consent a technical one
      const distinct = new Set(render.seen.variants.slice(-(render.seen.renders - before)));
      assert.equal(render.seen.renders - before, distinct.size);
      assert.equal(distinct.size, 7);
      // an anonymous session's page is the same as a new visitor's of its variant
      const session = await get(port, '/deals', {
        'user-agent': DESKTOP,
        cookie: 'Abp.AuthToken=anonymous-session',
      });
      assert.equal(session.headers['x-storefront-cache'], 'HIT');
      assert.match(session.body, /for desktop\|-\|pending\|-</);
      assert.ok(render.seen.variants.includes('phone|it|pending|deals~1.0.0'));
      assert.ok(render.seen.variants.includes('phone|-|pending|-'));
      const kept = render.seen.renders;
      // a session of the visitor's own and a link token: never a kept page, never kept
      for (const [pathname, headers] of [
        ['/deals', { 'user-agent': DESKTOP, cookie: 'storefront-session=own' }],
        ['/deals?a=link-token', { 'user-agent': DESKTOP }],
      ]) {
        for (let i = 0; i < 2; i += 1) {
          const page = await get(port, pathname, headers);
          assert.equal(page.headers['x-storefront-cache'], 'BYPASS');
        }
      }
      assert.equal(render.seen.renders, kept + 4);
      // a page that sets a cookie, or says no-store, is not kept
      for (let i = 0; i < 2; i += 1) {
        const page = await get(port, '/deals?cookie=1', gzip);
        assert.equal(page.headers['x-storefront-cache'], 'MISS');
      }
      assert.equal(render.seen.renders, kept + 6);
      // once its lifetime is over (nginx counts whole seconds), a page is served as it was while
      // it is rendered again, then new
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      const stale = await get(port, '/H?destination=pmi', gzip);
      assert.match(stale.headers['x-storefront-cache'], /^(STALE|UPDATING|EXPIRED)$/);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fresh = await get(port, '/H?destination=pmi', gzip);
      assert.equal(fresh.headers['x-storefront-cache'], 'HIT');
      assert.notEqual(fresh.body, first.body);
    } finally {
      nginx.kill('SIGTERM');
      render.server.close();
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
