/**
 * What a page gives this remote that jsdom does not: the public path webpack sets, and the
 * remote's own translation files at `<public path>/locales/<language>.json`, served from disk
 * (the network's edge: only those files are answered, anything else fails the test).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these; jsdom does not have them
Object.assign(globalThis, { TextEncoder, TextDecoder });

export const PUBLIC_PATH = 'http://remote-cart.test/';

(globalThis as Record<string, unknown>).__webpack_public_path__ = PUBLIC_PATH;

const I18N = path.join(__dirname, '../../i18n');

globalThis.fetch = (async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
  const match = /^http:\/\/remote-cart\.test\/locales\/([a-z]{2})\.json$/.exec(url);
  if (!match) throw new Error(`fetch ${url}: not served in tests`);
  const body = fs.readFileSync(path.join(I18N, `${match[1]}.json`), 'utf8');
  // jsdom has no Response: what i18n reads of one
  return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
}) as typeof fetch;
