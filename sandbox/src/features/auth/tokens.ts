/**
 * Bearer tokens: an HMAC-SHA256-signed payload, so a token stays valid across a sandbox restart
 * (the secret is fixed unless SANDBOX_TOKEN_SECRET changes it). Format: `<payload>.<signature>`,
 * both base64url; the payload is the session below.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Session } from '../../lib/session';

export type TokenService = {
  issue(session: Omit<Session, 'expiresAt'>, lifetimeSeconds: number): string;
  /** The session a token carries, or null when it is malformed, forged or expired. */
  verify(token: string): Session | null;
};

export const DEFAULT_TOKEN_SECRET = 'sandbox-token-secret-not-for-production';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.domain === 'string' &&
    typeof candidate.signedIn === 'boolean' &&
    (candidate.userId === null || typeof candidate.userId === 'string') &&
    typeof candidate.sessionId === 'string' &&
    typeof candidate.expiresAt === 'number'
  );
}

export function createTokenService(options: { secret: string; now: () => number }): TokenService {
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
  return {
    issue(session, lifetimeSeconds) {
      const expiresAt = Math.floor(options.now() / 1000) + lifetimeSeconds;
      const payload = Buffer.from(JSON.stringify({ ...session, expiresAt })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let session: unknown;
      try {
        session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isSession(session)) return null;
      return session.expiresAt * 1000 > options.now() ? session : null;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function readBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
