import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import path from 'node:path';
import { LOGS_DIR, PAGE_SERVERS, RENDER_SCHEME, RUNTIME_DIR } from '../../scripts/stack.mjs';
import { PORTS, SCHEME, SERVER } from './env';

/**
 * The render tier as an operator sees it: the processes that answer page routes (the host, or
 * the render pool behind nginx), their health, metrics and logs, and raw HTTP for what a browser
 * would never send.
 */
export { PAGE_SERVERS };
export function portOf(server: string): number {
  const port = (PORTS as Record<string, number | undefined>)[server];
  if (port === undefined) throw new Error(`${server} is no server of the stack`);
  return port;
}
/** where the shop's pages are asked for: the host (nginx or node) on 127.0.0.1 */
export const HOST_PORT = PORTS.host;

/**
 * The scheme a server of the stack answers with on `port`: a render process behind nginx plain
 * HTTP (TLS ends at nginx), every other the stack's (https unless STOREFRONT_HTTPS=0).
 */
export const schemeOf = (port: number) =>
  SERVER === 'nginx' && PAGE_SERVERS.map(portOf).includes(port) ? RENDER_SCHEME : SCHEME;
/** `http(s)://127.0.0.1:<port>`, with the scheme that server answers with */
export const originOf = (port: number) => `${schemeOf(port)}://127.0.0.1:${port}`;

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One HTTP/1.1 request written byte for byte (the request line and headers exactly as given),
 * on its own connection (over TLS to a server that ends it); the answer read to its end.
 */
export function rawRequest(
  port: number,
  {
    method = 'GET',
    target,
    headers = {},
    body,
  }: {
    method?: string;
    target: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket =
      schemeOf(port) === 'https'
        ? tls.connect({ host: '127.0.0.1', port, ALPNProtocols: ['http/1.1'] })
        : net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) {
        reject(new Error(`no HTTP answer to ${method} ${target.slice(0, 80)}: ${statusLine}`));
        return;
      }
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = rest.join('\r\n\r\n');
      const body = /chunked/i.test(answerHeaders['transfer-encoding'] ?? '') ? unchunked(raw) : raw;
      resolve({
        status,
        headers: answerHeaders,
        body: Buffer.from(body, 'latin1').toString('utf8'),
      });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`),
    ];
    lines.push('Connection: close');
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`, 'latin1'));
  });
}

/** A chunked body's data (HTTP/1.1 chunked transfer coding), as latin1 text. */
function unchunked(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) return out;
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return out;
    out += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** Every sample of a page server's /metrics, as `name{labels}` → value. */
export async function metricsOf(port: number): Promise<Map<string, number>> {
  const response = await fetch(`${originOf(port)}/metrics`);
  if (!response.ok) throw new Error(`/metrics on ${port}: ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** A sample summed over every page server (0 where it is not yet there). */
export async function summed(sample: string): Promise<number> {
  let total = 0;
  for (const server of PAGE_SERVERS) total += (await metricsOf(portOf(server))).get(sample) ?? 0;
  return total;
}

export type LogLine = Record<string, unknown> & { requestId?: string; msg?: string };

/** The JSON lines the page servers (every one, or those given) have logged so far. */
export function pageServerLog(servers: readonly string[] = PAGE_SERVERS): LogLine[] {
  return servers.flatMap((server) => {
    const file = path.join(LOGS_DIR, `${server}.log`);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  });
}

/** The text of every log the tier writes: the page servers' and (behind nginx) nginx's own. */
export function allLogText(): string {
  const files = [
    ...PAGE_SERVERS.map((server) => path.join(LOGS_DIR, `${server}.log`)),
    ...(SERVER === 'nginx' ? [nginxAccessLog()] : []),
  ];
  return files
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The host nginx's JSON access log (STOREFRONT_SERVER=nginx). */
export function nginxAccessLog(): string {
  return path.join(RUNTIME_DIR, 'nginx', 'host', 'access.log');
}

/** The page's server state block, parsed (null for a page that starts in the browser). */
export function serverStateOf(html: string): Record<string, unknown> | null {
  const block = /<script type="application\/json" id="sf-server-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return block ? (JSON.parse(block) as Record<string, unknown>) : null;
}
