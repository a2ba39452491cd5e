#!/usr/bin/env node
// The local certificate authority and the certificate the stack serves HTTPS with
// (STOREFRONT_HTTPS=1): made once per checkout with Debian's openssl, kept in .runtime/tls/.
// The certificate names localhost, every brand's <brand>.localhost (and *.localhost for any
// other) and 127.0.0.1, the remotes' and the sandbox's address. Node processes of the stack trust
// the authority through NODE_EXTRA_CA_CERTS; browsers under test are told to accept it.
//
//   node scripts/tls.mjs     make them when missing, print where they are
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TLS_DIR = path.join(ROOT, '.runtime', 'tls');
export const CA_FILE = path.join(TLS_DIR, 'ca.pem');
export const CERT_FILE = path.join(TLS_DIR, 'localhost.pem');
export const KEY_FILE = path.join(TLS_DIR, 'localhost-key.pem');

/** The brands a shopper opens by name (sandbox/README.md), each named in the certificate. */
const BRANDS = ['sunsea', 'lastminute', 'flyfree', 'members', 'punti', 'closed', 'nobrand'];

function openssl(args) {
  const result = spawnSync('openssl', args, { cwd: TLS_DIR, encoding: 'utf8' });
  if (result.error) throw new Error(`openssl: ${result.error.message} (is openssl installed?)`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${result.stderr}`);
}

/** Makes the authority and the certificate when either is missing; answers their files. */
export function ensureCertificate() {
  if (existsSync(CA_FILE) && existsSync(CERT_FILE) && existsSync(KEY_FILE))
    return { ca: CA_FILE, cert: CERT_FILE, key: KEY_FILE };
  mkdirSync(TLS_DIR, { recursive: true, mode: 0o700 });
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '825',
    '-subj',
    '/CN=Storefront local CA',
    '-keyout',
    'ca-key.pem',
    '-out',
    'ca.pem',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const names = [
    'DNS:localhost',
    '*.localhost',
    ...BRANDS.map((brand) => `${brand}.localhost`),
  ].map((name) => (name.startsWith('DNS:') ? name : `DNS:${name}`));
  writeFileSync(
    path.join(TLS_DIR, 'localhost.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${[...names, 'IP:127.0.0.1'].join(',')}`,
      '',
    ].join('\n'),
  );
  openssl([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'localhost-key.pem',
    '-out',
    'localhost.csr',
  ]);
  openssl([
    'x509',
    '-req',
    '-in',
    'localhost.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca-key.pem',
    '-CAcreateserial',
    '-days',
    '825',
    '-extfile',
    'localhost.ext',
    '-out',
    'localhost.pem',
  ]);
  return { ca: CA_FILE, cert: CERT_FILE, key: KEY_FILE };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = ensureCertificate();
  console.log(
    `tls: authority ${path.relative(ROOT, files.ca)}, certificate ${path.relative(ROOT, files.cert)}`,
  );
}
