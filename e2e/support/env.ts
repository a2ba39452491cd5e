import { X509Certificate, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ensureCertificate } from '../../scripts/tls.mjs';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // a STOREFRONT_PORT_OFFSET can land a server on a port Chromium refuses (ERR_UNSAFE_PORT, e.g.
  // the host on 10080 with offset 2000): the stack's own ports are allowed explicitly
  `--explicitly-allowed-ports=${[...Object.values(PORTS), ...Object.values(FIXTURES).map((f) => f.port)].join(',')}`,
  // over HTTPS, the stack's certificate is accepted for every request the browser makes, one a
  // page sends as it is left (keepalive) too, which Playwright's ignoreHTTPSErrors does not reach
  ...(SCHEME === 'https' ? [`--ignore-certificate-errors-spki-list=${localCertificateKey()}`] : []),
];

/** The base64 SHA-256 of the stack's certificate's public key (scripts/tls.mjs), as Chromium names it. */
function localCertificateKey() {
  const certificate = new X509Certificate(readFileSync(ensureCertificate().cert));
  return createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}
import {
  FIXTURES,
  PORTS,
  PROVIDER_ORIGIN,
  REMOTES,
  RENDER,
  SCHEME,
  SERVER,
  localOrigin,
} from '../../scripts/stack.mjs';

export { PORTS };
/** what serves the host and the remotes in this run: 'node' or 'nginx' (STOREFRONT_SERVER) */
export { SERVER };
/** how pages are rendered in this run: 'server' or 'client' (STOREFRONT_RENDER) */
export { RENDER };
/**
 * Whether the tier in front shares pages (nginx reads each page's variant and sends it to the
 * render process): a visitor without a session of their own then gets the page everyone of their
 * variant gets, which sets no cookie, and their browser signs on.
 */
export const SHARES_PAGES = SERVER === 'nginx' && RENDER === 'server';
/** The cookie that marks a session of the visitor's own (a sign-on link's). */
export const OWN_SESSION_COOKIE = 'storefront-session';
/** the scheme the stack answers with: 'https' with STOREFRONT_HTTPS=1 (as production), else 'http' */
export { SCHEME };
export const HOST_PORT = PORTS.host;
/** the host by its loopback address (the test runner's resolver does not know *.localhost) */
export const HOST_ORIGIN = localOrigin(PORTS.host);
export const SANDBOX_URL = localOrigin(PORTS.sandbox);
export const CONTROL_URL = `http://127.0.0.1:${PORTS.control}`;
/** the payment provider's hosted page (the sandbox plays it on its own origin) */
export { PROVIDER_ORIGIN };
/** the remotes the workspace declares (scripts/remotes-declared.cjs), by name */
export { REMOTES };
/** the origin a remote's files come from */
export const remoteOrigin = (remote: string) => {
  const port = REMOTES.includes(remote) ? PORTS[remote] : undefined;
  if (port === undefined) throw new Error(`"${remote}" is not a remote (${REMOTES.join(', ')})`);
  return localOrigin(port);
};
export const FAULTY_DEALS_ENTRY = `${localOrigin(FIXTURES['faulty-deals']!.port)}/mf-manifest.json`;
/** a deals build that asks for react ^99 and lacks ./DealSearchScreen */
export const INCOMPATIBLE_DEALS_ENTRY = `${localOrigin(FIXTURES['incompatible-deals']!.port)}/mf-manifest.json`;
/** the release store: every published version of a remote under /<remote>/<version>/ */
export const RELEASES_ORIGIN = localOrigin(PORTS.releases);
export const releaseEntry = (remote: string, version: string) =>
  `${RELEASES_ORIGIN}/${remote}/${version}/mf-manifest.json`;
export const STOREFRONT_URL = `${SCHEME}://sunsea.localhost:${HOST_PORT}`;
export const brandUrl = (brand: string, path = '/') =>
  `${SCHEME}://${brand}.localhost:${HOST_PORT}${path}`;
