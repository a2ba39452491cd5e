/**
 * The operator dashboard, a page of the render server behind the operators' sign-on
 * (docs/operations.md, "The operator dashboard"): `GET /__operator` shows the sign-on form or,
 * to a signed-on operator, the dashboard; `POST /__operator/sign-on` and `/sign-out` start and end
 * a session. Nothing on it runs a script; every answer is private and never stored.
 */
import { randomBytes } from 'node:crypto';
import type { ArmSignals, CanaryScope } from '@storefront/operations/canary-watch';
import { signalsQuery } from '@storefront/operations/canary-watch';
import { readHistory, readManifestFile } from '@storefront/operations/manifest-store';
import { dashboardData } from './dashboard-data';
import { DASHBOARD_PATH, dashboardPage, signOnPage } from './dashboard-page';
import { languageOf, translatorFor } from './i18n';
import { SESSION_COOKIE, SESSION_HOURS, operatorSessions } from './operators';

export { DASHBOARD_PATH };

export type OperatorPagesOptions = {
  /** the remotes manifest the render server serves (its history beside it) */
  manifestFile: string;
  /** the operators file (`pnpm remotes operator`) */
  operatorsFile: string;
  /** the event receiver's page signals (`/__sandbox/signals` locally), if any */
  signalsUrl?: string | null;
};

export type OperatorRequest = {
  method: string;
  /** the path and query, as asked */
  url: string;
  /** the Host header, for the same-origin check of a form */
  host: string | null;
  origin: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
  /** a form's fields (application/x-www-form-urlencoded) */
  form: URLSearchParams | null;
  secure: boolean;
};

export type OperatorAnswer = { status: number; headers: Record<string, string>; body: string };

function cookieOf(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A form sent from another site is refused (its Origin, when the browser sends one, is ours). */
function sameOrigin({ origin, host }: OperatorRequest): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function createOperatorPages(options: OperatorPagesOptions) {
  const sessions = operatorSessions(options.operatorsFile);

  const readSignals = async (scope: CanaryScope, since: string | null): Promise<ArmSignals[]> => {
    if (!options.signalsUrl) throw new Error('no event receiver is configured (--signals)');
    const response = await fetch(`${options.signalsUrl}?${signalsQuery(scope, since)}`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`the receiver answered HTTP ${response.status}`);
    const { versions } = (await response.json()) as { versions: ArmSignals[] };
    return versions;
  };

  const answer = (status: number, body: string, nonce: string, extra = {}): OperatorAnswer => ({
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      // same-origin: a form's Origin is sent to us (under no-referrer it would be "null"), nothing elsewhere
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      ...extra,
    },
    body,
  });
  const redirect = (location: string, cookie: string): OperatorAnswer => ({
    status: 303,
    headers: { location, 'set-cookie': cookie, 'cache-control': 'no-store' },
    body: '',
  });
  const cookie = (value: string, maxAge: number, secure: boolean) =>
    `${SESSION_COOKIE}=${value}; Path=${DASHBOARD_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

  return {
    async handle(request: OperatorRequest): Promise<OperatorAnswer> {
      const url = new URL(request.url, 'http://operator.invalid');
      const lang = languageOf(
        url.searchParams.get('lang') ?? undefined,
        request.acceptLanguage ?? undefined,
      );
      const nonce = randomBytes(16).toString('base64');
      const page = { t: translatorFor(lang), lang, nonce };
      const home = `${DASHBOARD_PATH}?lang=${lang}`;

      if (url.pathname === `${DASHBOARD_PATH}/sign-on` && request.method === 'POST') {
        if (!sameOrigin(request)) return answer(403, signOnPage(page, {}), nonce);
        const name = (request.form?.get('name') ?? '').trim().slice(0, 64);
        const passphrase = request.form?.get('passphrase') ?? '';
        if (!name || !passphrase) {
          return answer(400, signOnPage(page, { name, problem: 'missing' }), nonce);
        }
        const session = await sessions.signOn(name, passphrase.slice(0, 1024));
        if (!session) return answer(401, signOnPage(page, { name, problem: 'refused' }), nonce);
        return redirect(home, cookie(session, SESSION_HOURS * 3600, request.secure));
      }
      if (url.pathname === `${DASHBOARD_PATH}/sign-out` && request.method === 'POST') {
        return redirect(home, cookie('', 0, request.secure));
      }
      if (url.pathname !== DASHBOARD_PATH || !['GET', 'HEAD'].includes(request.method)) {
        return {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          body: 'Not found\n',
        };
      }
      const operator = await sessions.operatorOf(cookieOf(request.cookie, SESSION_COOKIE));
      if (!operator) return answer(200, signOnPage(page, {}), nonce);
      const manifest = readManifestFile(options.manifestFile);
      const data = await dashboardData(
        manifest.value,
        readHistory(options.manifestFile),
        readSignals,
      );
      return answer(200, dashboardPage(page, data, operator), nonce);
    },
  };
}
