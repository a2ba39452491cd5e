#!/usr/bin/env node
// nginx configuration for the storefront, generated from the environment's remotes manifest and
// settings (Debian's nginx package; every server binds 127.0.0.1 only; TLS ends at nginx with
// --tls-certificate and --tls-key, or in front of it without them):
//   - the host: its build with the client-side routes answered by index.html, `/api` and
//     `/media` proxied to the backend, the environment's `remotes.manifest.json` and
//     `environment.json`, and a Content-Security-Policy without 'unsafe-eval' that lets scripts
//     and fetches reach only the page's own origin, the manifest's origins (every version's
//     entry and the override allow-list) and the environment's reporting and script origins;
//   - each remote origin (a remote's own server or the release store): its files with CORS for
//     the host's origins;
//   - caching on both: content-hashed files `immutable` for a year, everything else (pages,
//     remoteEntry.js, mf-manifest.json, translations, the remotes manifest) `no-cache`, so it
//     is revalidated with its ETag on every load and a new deploy is seen at once.
// The CSP names the manifest's origins: generate again and reload nginx when a manifest change
// adds an origin (docs/operations.md, "Serve with nginx").
//
//   pnpm nginx:config --manifest .runtime/remotes.manifest.json \
//     --environment .runtime/environment.json --host-root host/dist --host-listen 8080 \
//     --backend http://127.0.0.1:4010 --cors-origin 'http://*.localhost:8080' \
//     --remote http://127.0.0.1:4100=.releases --remote http://127.0.0.1:<port>=remote-<name>/dist \
//     --out deploy/nginx/storefront.conf
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's libnginx-mod-http-brotli-static: sends a file's `.br` form made at build time. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** What the render server calls content-hashed (host/server/static.mjs): `name.<8 hex>.ext`. */
const HASHED = String.raw`\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2|map)$`;

const originOf = (url) => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/** Every origin the manifest may load a remote from: each version's entry and the allow-list. */
export function manifestOrigins(manifest) {
  const origins = new Set();
  for (const release of Object.values(manifest.remotes ?? {})) {
    for (const version of Object.values(release.versions ?? {})) {
      const origin = originOf(version.entry);
      if (origin) origins.add(origin);
    }
  }
  for (const allowed of manifest.overrides?.allowedOrigins ?? []) {
    const origin = originOf(allowed);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * Browser features the shop never uses, denied to the page and anything it embeds: it asks for
 * no location (places are typed or picked on the map), no camera or microphone, and pays on the
 * provider's hosted page (a redirect), never through the Payment Request API.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The host's access log line: JSON, the request's id, never its query or headers. */
const ACCESS_LOG_FORMAT = JSON.stringify({
  time: '$time_iso8601',
  requestId: '$storefront_request_id',
  method: '$request_method',
  path: '$uri',
  host: '$host',
  status: '$status',
  seconds: '$request_time',
  upstream: '$upstream_addr',
  upstreamStatus: '$upstream_status',
  cache: '$upstream_cache_status',
  bytes: '$body_bytes_sent',
});

/** HTTPS only, for a year, on the brand's host and below it (TLS ends at the load balancer). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The page's Content-Security-Policy: no 'unsafe-eval', scripts only from known origins. */
export function contentSecurityPolicy(manifest, environment = {}) {
  const remotes = manifestOrigins(manifest);
  const scripts = (environment.scriptOrigins ?? []).map(originOf).filter(Boolean);
  const reporting = [environment.errorReporting?.dsn, environment.tracking?.url]
    .map(originOf)
    .filter(Boolean);
  // the maps' tiles are pictures (img elements); a tile address on the page's origin adds none
  const tiles = [environment.map?.tileUrl].map(originOf).filter(Boolean);
  // the payment providers' hosted pages: the only other origins a form may be sent to
  const providers = (environment.paymentProviderOrigins ?? []).map(originOf).filter(Boolean);
  const list = (...groups) => [...new Set(groups.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(["'self'"], remotes, scripts)}`,
    // the federation runtime fetches mf-manifest.json; error reports and events are posted
    `connect-src ${list(["'self'"], remotes, reporting)}`,
    // style-loader and the brand theme set styles at run time
    `style-src ${list(["'self'", "'unsafe-inline'"], remotes)}`,
    `img-src ${list(["'self'", 'data:', 'blob:'], remotes, tiles)}`,
    `font-src ${list(["'self'", 'data:'], remotes)}`,
    // the session-replay compression worker
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list(["'self'"], providers)}`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

const quote = (value) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;

/** `http://*.localhost:8080` → an nginx regex matching that origin. */
function originPattern(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+');
  return `"~^${escaped}$"`;
}

function listen(address) {
  const value = String(address);
  return value.includes(':') ? value : `127.0.0.1:${value}`;
}

/**
 * What a server that ends TLS itself says of it (`tls`: the certificate chain and key files):
 * TLS 1.2 and 1.3 only, HTTP/2, sessions resumed from a shared cache rather than tickets.
 */
function tlsLines(tls) {
  if (!tls) return [];
  return [
    `    ssl_certificate ${path.resolve(tls.certificate)};`,
    `    ssl_certificate_key ${path.resolve(tls.key)};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_prefer_server_ciphers off;',
    '    ssl_session_cache shared:storefront_tls:10m;',
    '    ssl_session_timeout 1d;',
    '    ssl_session_tickets off;',
  ];
}

/** A listen directive: over TLS with HTTP/2 when the server ends TLS itself. */
const listenLine = (address, tls, extra = '') =>
  `    listen ${listen(address)}${tls ? ' ssl http2' : ''}${extra};`;

/** How every server block starts: where it listens, its names, its files, the common headers. */
function serverStart(address, serverNames, root, tls) {
  return [
    'server {',
    listenLine(address, tls),
    ...tlsLines(tls),
    `    server_name ${serverNames.join(' ')};`,
    `    root ${path.resolve(root)};`,
    '    add_header Cache-Control $storefront_cache_control always;',
    '    add_header X-Content-Type-Options nosniff always;',
  ];
}

/**
 * The page's variant as nginx reads it, by the render server's rules (host/server/render/
 * variant.ts): `device|language|consent|canary`, `-` for none. The device: a phone when
 * `Sec-CH-UA-Mobile` is `?1` or the user agent is a mobile one; the language cookie's language;
 * the consent cookie's choice; the canary cookie's arms. A visitor whose session is their own
 * (the `storefront-session` cookie) gets no variant: the render process renders their page for
 * them alone.
 */
/** An nginx map of `source` to `variable`: each [pattern, value] in order, else `fallback`. */
const nginxMap = (source, variable, entries, fallback) => [
  `    map ${source} ${variable} {`,
  ...entries.map(([pattern, value]) => `        "${pattern}" ${value};`),
  `        default ${fallback};`,
  '    }',
];

/** A pattern of the Cookie header: the cookie `name` whose value matches `value`. */
const cookiePattern = (name, value = '') => String.raw`~(?:^|;)\s*${name}=${value}`;

export const PAGE_VARIANT_MAPS = [
  ...nginxMap(
    '"$http_sec_ch_ua_mobile|$http_user_agent"',
    '$storefront_device',
    [
      [String.raw`~^\?1\|`, 'phone'],
      // (a word "Mobile", as /\bMobile\b/ reads it: bounded by anything but a word character)
      [String.raw`~\|.*([^A-Za-z0-9_]Mobile([^A-Za-z0-9_]|$)|iPhone|iPod)`, 'phone'],
    ],
    'desktop',
  ),
  ...nginxMap(
    '$http_cookie',
    '$storefront_language',
    [
      [
        cookiePattern('storefront-language', String.raw`(?<language>es|en|it|fr|de|pt)\s*(?:;|$)`),
        '$language',
      ],
    ],
    '"-"',
  ),
  ...nginxMap(
    '$http_cookie',
    '$storefront_consent',
    [
      [
        `~*${cookiePattern('cookies-acceptance', String.raw`(?:[^;]*?(?:,|%2C))?\s*measurement\s*(?:,|%2C|;|$)`).slice(1)}`,
        'measurement',
      ],
      [cookiePattern('cookies-acceptance'), 'technical'],
    ],
    'pending',
  ),
  ...nginxMap(
    '$http_cookie',
    '$storefront_canary',
    [
      [
        cookiePattern(
          'storefront-canary',
          String.raw`(?<canary>[A-Za-z0-9._~!-]{1,160})\s*(?:;|$)`,
        ),
        '$canary',
      ],
    ],
    '"-"',
  ),
  ...nginxMap(
    '$http_cookie',
    '$storefront_own_session',
    [[cookiePattern('storefront-session'), '1']],
    '""',
  ),
  ...nginxMap(
    '$storefront_own_session',
    '$storefront_variant',
    [['', '"$storefront_device|$storefront_language|$storefront_consent|$storefront_canary"']],
    '""',
  ),
];

/** The host's server block. */
export function hostServer({
  listen: address,
  serverNames = ['_'],
  root,
  backend,
  manifestFile,
  environmentFile,
  csp,
  renderPool = [],
  tls,
}) {
  const proxy = (prefix) => [
    // ^~: a path under it is never taken by the regular-expression location below
    `    location ^~ ${prefix} {`,
    `        proxy_pass ${backend.replace(/\/$/, '')};`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        proxy_set_header X-Request-Id $storefront_request_id;',
    '        proxy_hide_header X-Request-Id;',
    '        proxy_read_timeout 65s;',
    '    }',
  ];
  const runtimeFile = (uri, file) => [
    `    location = ${uri} {`,
    `        alias ${path.resolve(file)};`,
    '        default_type application/json;',
    '    }',
  ];
  // a page route takes GET and HEAD only
  const pageMethods = [
    '        if ($request_method !~ ^(GET|HEAD)$) {',
    '            add_header Allow "GET, HEAD" always;',
    '            return 405;',
    '        }',
  ];
  // the page cache (docs/operations.md, "The page cache"): a page the render process marks public
  // (rendered for everyone of its variant) is kept for as long as it says, keyed by its address
  // and the variant nginx reads from the request by the render server's rules
  // (host/server/render/variant.ts), which it sends the render process to check; a visitor with
  // a session of their own, or a link token, is never served a kept page
  const pageCache = [
    '        proxy_cache storefront_pages;',
    '        proxy_cache_key "$scheme://$http_host$request_uri|$storefront_variant";',
    '        proxy_set_header X-Storefront-Variant $storefront_variant;',
    '        # one render of a page at a time; the others wait for it, or take the kept one while',
    '        # it is rendered again, or when the render processes fail',
    '        proxy_cache_lock on;',
    '        proxy_cache_lock_timeout 5s;',
    '        proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    '        proxy_cache_background_update on;',
    '        proxy_cache_bypass $storefront_own_session $arg_a;',
    '        proxy_no_cache $storefront_own_session $arg_a;',
    '        # the key holds the variant; a Vary of the render process is for caches that lack it',
    '        proxy_ignore_headers Vary;',
    '        # kept gzipped (as the render process sends it), unzipped for a client without gzip',
    '        proxy_set_header Accept-Encoding gzip;',
    '        gunzip on;',
  ];
  // page routes rendered by a pool of render processes: a request one of them fails before
  // answering (down, refused, timed out, 502/503/504: draining or warming up) is sent to another;
  // when none can answer, the page that starts in the browser; a page is streamed
  const pages = renderPool.length
    ? [
        '    location / {',
        ...pageMethods,
        '        try_files $uri @render;',
        '    }',
        '    location @render {',
        '        proxy_pass http://storefront_render;',
        '        proxy_http_version 1.1;',
        '        proxy_set_header Connection "";',
        "        # the page's own address (with its port): its canonical and language links name it",
        '        proxy_set_header Host $http_host;',
        '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        '        proxy_set_header X-Forwarded-Proto $scheme;',
        '        # the render process logs the request under the id nginx gave it (X-Request-Id)',
        '        proxy_set_header X-Request-Id $storefront_request_id;',
        '        proxy_hide_header X-Request-Id;',
        '        proxy_next_upstream error timeout http_502 http_503 http_504;',
        `        proxy_next_upstream_tries ${Math.min(renderPool.length, 3)};`,
        '        proxy_connect_timeout 2s;',
        '        proxy_read_timeout 15s;',
        "        # a page of the visitor's own is streamed as it comes (the render process says so,",
        '        # X-Accel-Buffering: no); a page for everyone of its variant is taken whole and kept',
        "        # an answer's headers may name an address as long as the request's (a redirect), and",
        '        # a kept page holds its key (the address again) beside them',
        '        proxy_buffer_size 32k;',
        '        proxy_buffers 16 16k;',
        ...pageCache,
        '        proxy_intercept_errors on;',
        '        error_page 502 503 504 = @browser_page;',
        '    }',
        '    location @browser_page {',
        '        try_files /index.html =503;',
        '    }',
      ]
    : ['    location / {', ...pageMethods, '        try_files $uri /index.html;', '    }'];
  // passive health: a process that fails a request (refused, timed out, 502/503/504) is left out
  // for fail_timeout, then tried again; open-source nginx has no active health checks
  const upstream = renderPool.length
    ? [
        'upstream storefront_render {',
        ...renderPool.map((a) => `    server ${listen(a)} max_fails=1 fail_timeout=2s;`),
        '    keepalive 16;',
        '}',
      ]
    : [];
  // what a request must not be: a header too large is 431 (nginx says 400 by default), and
  // the render processes' health, metrics and operator dashboard are for the operators'
  // network, not the shop's
  const door = [
    '    error_page 494 =431 @header_too_large;',
    '    location @header_too_large {',
    '        default_type text/plain;',
    '        return 431 "Request header fields too large";',
    '    }',
    ...['/healthz', '/readyz', '/metrics', '/__operator'].flatMap((uri) => [
      `    location = ${uri} {`,
      '        return 404;',
      '    }',
    ]),
    // the operator dashboard and its forms, likewise
    '    location ^~ /__operator/ {',
    '        return 404;',
    '    }',
  ];
  // with server names, a request for any other host is refused (its canonical links would name it)
  const otherHosts =
    serverNames.length && !serverNames.includes('_')
      ? [
          'server {',
          listenLine(address, tls, ' default_server'),
          ...tlsLines(tls),
          '    server_name "";',
          '    error_page 494 =431 @header_too_large;',
          '    location @header_too_large {',
          '        default_type text/plain;',
          '        return 431 "Request header fields too large";',
          '    }',
          '    location / {',
          '        default_type text/plain;',
          '        return 421 "Misdirected request: not a host this server answers for";',
          '    }',
          '}',
        ]
      : [];
  return [
    ...upstream,
    ...otherHosts,
    ...serverStart(address, serverNames, root, tls),
    `    add_header Content-Security-Policy ${quote(csp)} always;`,
    '    add_header Referrer-Policy strict-origin-when-cross-origin always;',
    `    add_header Strict-Transport-Security ${quote(STRICT_TRANSPORT_SECURITY)} always;`,
    `    add_header Permissions-Policy ${quote(PERMISSIONS_POLICY)} always;`,
    '    add_header X-Request-Id $storefront_request_id always;',
    "    # a page's way through the page cache (HIT, MISS, STALE, UPDATING, BYPASS, EXPIRED)",
    '    add_header X-Storefront-Cache $upstream_cache_status always;',
    '    # one JSON line per request (its path without the query: a sign-on link carries a token)',
    '    # written in 64 KB blocks, at least every second (a spike writes thousands a second)',
    '    access_log access.log storefront_json buffer=64k flush=1s;',
    ...door,
    ...proxy('/api/'),
    ...proxy('/media/'),
    ...(manifestFile ? runtimeFile('/remotes.manifest.json', manifestFile) : []),
    ...(environmentFile ? runtimeFile('/environment.json', environmentFile) : []),
    '    # a file that is not there is a 404; every other path is a route of the shell',
    String.raw`    location ~ \.[A-Za-z0-9]+$ {`,
    '        try_files $uri =404;',
    '    }',
    ...pages,
    '}',
  ].join('\n');
}

/** A remote origin's server block: its files, with CORS for the host's origins. */
export function staticServer({ listen: address, serverNames = ['_'], root, tls }) {
  return [
    ...serverStart(address, serverNames, root, tls),
    '    add_header Access-Control-Allow-Origin $storefront_cors_origin always;',
    '    add_header Vary Origin always;',
    '    location / {',
    '        try_files $uri =404;',
    '    }',
    '}',
  ].join('\n');
}

/**
 * A plain-HTTP server that sends every request to the same address over HTTPS (301), for a
 * server that ends TLS itself: a shopper who types the bare name reaches the shop, and from then
 * on HSTS keeps the browser on HTTPS.
 */
export function redirectServer({ listen: address, serverNames = ['_'] }) {
  return [
    'server {',
    `    listen ${listen(address)};`,
    `    server_name ${serverNames.join(' ')};`,
    '    location / {',
    '        return 301 https://$host$request_uri;',
    '    }',
    '}',
  ].join('\n');
}

/**
 * A whole nginx.conf around some server blocks. `prefix` holds the pid file, logs and temp
 * folders (nginx runs with `-p <prefix>`); `corsOrigins` are the host's origins, `*` standing
 * for one host-name label (`http://*.localhost:8080`); `user` the workers' user when nginx is
 * started as root (nginx's default is `nobody`).
 */
export function nginxConf({ prefix, servers, corsOrigins = [], user }) {
  const dir = path.resolve(prefix);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, 'tmp', kind)};`,
  );
  return [
    '# generated by scripts/nginx.mjs from the remotes manifest: do not edit by hand',
    `load_module ${BROTLI_STATIC_MODULE};`,
    ...(user ? [`user ${user};`] : []),
    "# one worker per core: a spike's pages are answered from the page cache by nginx alone",
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    `    include ${MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    charset utf-8;',
    '    charset_types text/css application/javascript application/json image/svg+xml;',
    '    sendfile on;',
    '    server_tokens off;',
    '    etag on;',
    '    access_log off;',
    '    # a request line or header longer than 8 KB is refused (414, or 431 on the host)',
    '    client_header_buffer_size 1k;',
    '    large_client_header_buffers 4 8k;',
    // nginx's variables in it are read as such: single quotes, nothing escaped
    `    log_format storefront_json escape=json '${ACCESS_LOG_FORMAT}';`,
    '    # the builds write the brotli and gzip forms of each text file beside it (precompress.cjs):',
    '    # the form the browser accepts is sent as it is; anything else is gzipped on the way',
    '    brotli_static on;',
    '    gzip_static on;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml;',
    ...temp,
    '    # content-hashed files never change; anything else is revalidated (ETag) on each load;',
    '    # proxied backend answers keep their own headers',
    '    map $uri $storefront_cache_control {',
    `        "~${HASHED}" "public, max-age=31536000, immutable";`,
    '        "~^/(api|media)/" "";',
    "        # a page route (no file's extension): the render process's own (public for a page kept",
    "        # for everyone of its variant, no-store for one of the visitor's own)",
    '        "~^/[^.]*$" $storefront_page_cache_control;',
    '        default "no-cache";',
    '    }',
    '    map $upstream_http_cache_control $storefront_page_cache_control {',
    '        "" "no-cache";',
    '        default "";',
    '    }',
    ...PAGE_VARIANT_MAPS,
    `    proxy_cache_path ${path.join(dir, 'cache', 'pages')} levels=1:2 keys_zone=storefront_pages:10m max_size=256m inactive=10m use_temp_path=off;`,
    "    # a request's id: a sane one given by the load balancer in front, else nginx's own",
    '    map $http_x_request_id $storefront_request_id {',
    '        "~^[A-Za-z0-9_-]{8,36}$" $http_x_request_id;',
    '        default $request_id;',
    '    }',
    '    map $http_origin $storefront_cors_origin {',
    '        default "";',
    ...corsOrigins.map((o) => `        ${originPattern(o)} $http_origin;`),
    '    }',
    ...servers.map((server) => server.replace(/^/gm, '    ')),
    '}',
    '',
  ].join('\n');
}

/** Writes a config and the folders it names; returns the config file's path. */
export function writeNginxConf(prefix, conf) {
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'tmp', kind), { recursive: true });
  }
  // a configuration written anew starts with an empty page cache (the kept pages name the files
  // of the build they were rendered with)
  rmSync(path.join(prefix, 'cache', 'pages'), { recursive: true, force: true });
  mkdirSync(path.join(prefix, 'cache', 'pages'), { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** The command that runs one nginx in the foreground (its PID is the master's) on a config. */
export function nginxCommand(prefix) {
  const dir = path.resolve(prefix);
  return [
    NGINX,
    [
      '-p',
      `${dir}/`,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string' },
      environment: { type: 'string' },
      'host-root': { type: 'string' },
      'host-listen': { type: 'string', default: '8080' },
      'server-name': { type: 'string', multiple: true },
      backend: { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      remote: { type: 'string', multiple: true },
      // a render process (its listen address): page routes go to the pool of them
      render: { type: 'string', multiple: true },
      prefix: { type: 'string', default: '/var/lib/storefront-nginx' },
      // where the server reads remotes.manifest.json and environment.json (default: the inputs)
      'runtime-dir': { type: 'string' },
      // TLS ended by nginx itself: every server listens over HTTPS with this certificate chain
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
      // with TLS: a plain-HTTP address whose requests are sent to HTTPS (301)
      'redirect-listen': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.manifest || !values['host-root'] || !values.backend) {
    console.error(
      'usage: pnpm nginx:config --manifest <remotes.manifest.json> [--environment <environment.json>]\n' +
        '         --host-root <host dist> [--host-listen 8080] [--server-name shop.example] --backend <url>\n' +
        '         [--cors-origin https://*.shop.example] [--remote <origin>=<folder>[@<listen>] ...]\n' +
        '         [--render <listen of a render process> ...]\n' +
        '         [--tls-certificate <chain.pem> --tls-key <key.pem> [--redirect-listen 80]]\n' +
        '         [--runtime-dir <dir the server reads the manifest from>] [--prefix <dir>] [--out <file>]',
    );
    process.exit(2);
  }
  if (Boolean(values['tls-certificate']) !== Boolean(values['tls-key'])) {
    console.error('--tls-certificate and --tls-key go together');
    process.exit(2);
  }
  if (values['redirect-listen'] && !values['tls-certificate']) {
    console.error(
      '--redirect-listen sends requests to HTTPS: it needs --tls-certificate and --tls-key',
    );
    process.exit(2);
  }
  const tls = values['tls-certificate']
    ? { certificate: values['tls-certificate'], key: values['tls-key'] }
    : undefined;
  const manifest = JSON.parse(readFileSync(values.manifest, 'utf8'));
  const environment = values.environment
    ? JSON.parse(readFileSync(values.environment, 'utf8'))
    : {};
  const servers = [
    hostServer({
      listen: values['host-listen'],
      serverNames: values['server-name'] ?? ['_'],
      root: values['host-root'],
      backend: values.backend,
      manifestFile: values['runtime-dir']
        ? path.join(values['runtime-dir'], 'remotes.manifest.json')
        : values.manifest,
      environmentFile: values['runtime-dir']
        ? path.join(values['runtime-dir'], 'environment.json')
        : values.environment,
      csp: contentSecurityPolicy(manifest, environment),
      renderPool: values.render ?? [],
      tls,
    }),
    ...(values['redirect-listen']
      ? [
          redirectServer({
            listen: values['redirect-listen'],
            serverNames: values['server-name'] ?? ['_'],
          }),
        ]
      : []),
    // <origin>=<folder>[@<listen>]: the listen address defaults to the origin's port
    ...(values.remote ?? []).map((spec) => {
      const match = /^(https?:\/\/[^=]+)=([^@]+)(?:@(.+))?$/.exec(spec);
      if (!match) throw new Error(`--remote ${spec}: expected <origin>=<folder>[@<listen>]`);
      const [, origin, root, address] = match;
      const url = new URL(origin);
      return staticServer({
        listen: address ?? (url.port || (url.protocol === 'https:' ? '443' : '80')),
        serverNames: [url.hostname],
        root,
        tls,
      });
    }),
  ];
  const conf = nginxConf({
    prefix: values.prefix,
    servers,
    corsOrigins: values['cors-origin'] ?? [],
  });
  if (values.out) {
    const args = process.argv.slice(2).map((a) => (/[*\s]/.test(a) ? `'${a}'` : a));
    const command = `# pnpm nginx:config ${args.join(' ')}\n`;
    writeFileSync(values.out, conf.replace('\n', `\n${command}`));
    console.log(`wrote ${values.out}`);
  } else {
    process.stdout.write(conf);
  }
}
