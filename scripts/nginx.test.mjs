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
