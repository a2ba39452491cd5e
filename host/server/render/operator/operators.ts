/**
 * The operators who may open the dashboard, and their sessions.
 *
 * The operators file holds one line per operator, `name:scrypt:N:r:p:salt:hash` (salt and hash in
 * base64url); `pnpm remotes operator <name>` writes it. A passphrase is never kept, only its
 * scrypt hash. The file is mounted as a secret and read on every sign-on, so an operator added or
 * removed counts at once.
 *
 * A session is a cookie `name.expiry.signature`: an HMAC-SHA256 keyed by the operators file's own
 * content. A render process needs no shared store to check it, any process of the pool accepts
 * it, and changing the file (a passphrase changed, an operator removed) ends every session.
 */
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export const SESSION_COOKIE = 'storefront-operator';
export const SESSION_HOURS = 8;

/** an operator's name: what the history records as who */
export const OPERATOR_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 };

type Operator = { name: string; N: number; r: number; p: number; salt: Buffer; hash: Buffer };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function derive(passphrase: string, salt: Buffer, { N, r, p }: Pick<Operator, 'N' | 'r' | 'p'>) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      SCRYPT.keylen,
      { N, r, p, maxmem: 128 * N * r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** The operators file's line for `name` with `passphrase`. */
export async function operatorLine(name: string, passphrase: string): Promise<string> {
  if (!OPERATOR_NAME.test(name)) {
    throw new Error(`"${name}" is not an operator name (letters, digits, . _ -; up to 64)`);
  }
  if (passphrase.length < 12) throw new Error('a passphrase needs at least 12 characters');
  const salt = randomBytes(16);
  const hash = await derive(passphrase, salt, SCRYPT);
  return [name, 'scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, b64(salt), b64(hash)].join(':');
}

/** The file's text with `line` added, or in place of that operator's earlier line. */
export function withOperatorLine(text: string, line: string): string {
  const name = line.split(':')[0];
  const kept = text.split('\n').filter((l) => l.trim() !== '' && l.split(':')[0] !== name);
  return `${[...kept, line].join('\n')}\n`;
}

function parseOperators(text: string): Operator[] {
  const operators: Operator[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [name, kind, N, r, p, salt, hash] = line.split(':');
    if (!name || !OPERATOR_NAME.test(name) || kind !== 'scrypt' || !salt || !hash) continue;
    operators.push({
      name,
      N: Number(N),
      r: Number(r),
      p: Number(p),
      salt: Buffer.from(salt, 'base64url'),
      hash: Buffer.from(hash, 'base64url'),
    });
  }
  return operators;
}

/** The sign-on and session checks over one operators file. */
export function operatorSessions(file: string, now: () => number = Date.now) {
  const read = async () => {
    const text = await readFile(file, 'utf8');
    const key = createHash('sha256').update('storefront operator session\n').update(text).digest();
    return { operators: parseOperators(text), key };
  };
  const sign = (key: Buffer, payload: string) =>
    b64(createHmac('sha256', key).update(payload).digest());

  return {
    /** The session cookie's value for an operator whose passphrase is right, else null. */
    async signOn(name: string, passphrase: string): Promise<string | null> {
      const { operators, key } = await read();
      const operator = operators.find((o) => o.name === name);
      // a name that is not there costs the same scrypt as one that is
      const against = operator ?? { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, salt: randomBytes(16) };
      const derived = await derive(passphrase, against.salt, against);
      if (!operator || derived.length !== operator.hash.length) return null;
      if (!timingSafeEqual(derived, operator.hash)) return null;
      const payload = `${operator.name}.${now() + SESSION_HOURS * 3_600_000}`;
      return `${payload}.${sign(key, payload)}`;
    },
    /** The operator a session cookie's value names, if it is genuine, current and still listed. */
    async operatorOf(value: string | undefined): Promise<string | null> {
      if (!value) return null;
      const match = /^([A-Za-z0-9._-]{1,64})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const [, name, expiry, signature] = match as unknown as [string, string, string, string];
      if (Number(expiry) <= now()) return null;
      const { operators, key } = await read();
      const expected = Buffer.from(sign(key, `${name}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return operators.some((o) => o.name === name) ? name : null;
    },
  };
}
