#!/usr/bin/env node
// `pnpm start`: production builds (only what changed), then the whole storefront served.
import path from 'node:path';
import { APPS, ROOT, buildApp } from './build.mjs';
import { publishLocalReleases } from '../operations/bin/releases.mjs';
import { CA_FILE } from './tls.mjs';
import {
  LOCAL_OPERATOR,
  LOGS_DIR,
  OPERATOR_PASSPHRASE_FILE,
  PAGE_SERVERS,
  PORTS,
  RELEASES_ORIGIN,
  REMOTES,
  RENDER,
  RENDER_SCHEME,
  RUNTIME_DIR,
  SCHEME,
  SERVER,
  Stack,
  localOrigin,
} from './stack.mjs';

for (const app of APPS) buildApp(app);
const runtimeDir = path.relative(ROOT, RUNTIME_DIR);
publishLocalReleases();
const stack = new Stack();
const shutdown = async () => {
  await stack.stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
try {
  await stack.start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stack.stopAll();
  process.exit(1);
}
const urls = stack.urls();
/** a page server's own origin (behind nginx, a render process's: the operators' network) */
const pageServerOrigin = (name) =>
  SERVER === 'nginx' ? `${RENDER_SCHEME}://127.0.0.1:${PORTS[name]}` : localOrigin(PORTS[name]);
console.log(`
Storefront is up.
  Shop (brand by host name):  ${urls.storefront}
      other brands:           ${SCHEME}://lastminute.localhost:${PORTS.host}/  ${SCHEME}://flyfree.localhost:${PORTS.host}/
                              ${SCHEME}://members.localhost:${PORTS.host}/  ${SCHEME}://punti.localhost:${PORTS.host}/
  Sandbox backend:            ${urls.sandbox}
  Remotes:                    ${REMOTES.map((name) => `${name} ${urls[name]}`).join('\n                              ')}
  Published releases:         ${RELEASES_ORIGIN}/<remote>/<version>/mf-manifest.json (deals 0.9.0)
  Remotes manifest:           ${runtimeDir}/remotes.manifest.json (served at /remotes.manifest.json)
  Served by:                  ${SERVER === 'nginx' ? `nginx (${runtimeDir}/nginx/<server>/nginx.conf)` : 'node (host/server/main.mjs, scripts/serve-static.mjs); STOREFRONT_SERVER=nginx for nginx'}${
    PAGE_SERVERS.length
      ? `
  Page servers' logs (JSON):  ${PAGE_SERVERS.map((name) => `${path.relative(ROOT, LOGS_DIR)}/${name}.log`).join(' ')}
  Health and metrics:         ${PAGE_SERVERS.map((name) => `${pageServerOrigin(name)}/metrics`).join(' ')} (/healthz, /readyz)`
      : ''
  }${
    RENDER === 'server'
      ? `
  Operator dashboard:         ${pageServerOrigin(PAGE_SERVERS[0])}/__operator (operator "${LOCAL_OPERATOR}", passphrase in ${path.relative(ROOT, OPERATOR_PASSPHRASE_FILE)})`
      : ''
  }
${
  SCHEME === 'https'
    ? `  HTTPS:                      certificate of the local authority ${path.relative(ROOT, CA_FILE)}
                              (import it as an authority in your browser: the remotes, the
                              sandbox and the provider are origins of their own)
`
    : ''
}Press Ctrl+C to stop.`);
