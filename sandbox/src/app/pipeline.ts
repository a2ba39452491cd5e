/**
 * What happens to every backend call before its handler: the bearer token is read, the call is
 * recorded, an injected fault may answer instead, and calls under /api/services/app are refused
 * without a valid token. Receivers, media and the control API are outside this pipeline.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../../../shared/src/domain/contract';
import { ERROR_STATUS, failure, SandboxError } from '../lib/envelope';
import { findBrand, normalizeDomain } from '../inventory/brands';
import type { Session } from '../lib/session';
import { readBearer, type TokenService } from '../features/auth/tokens';
import type { CallLog } from '../features/control/call-log';
import type { Fault, FaultStore } from '../features/control/faults';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a valid bearer token; null without one. Set for backend calls only. */
    session: Session | null;
  }
}

const SERVICE_ROUTE = /^\/api\/services\/app\/([^/]+)\/([^/]+)$/;
const TOKEN_AUTH_ROUTE = /^\/api\/(TokenAuth)\/([^/]+)$/;

/** `CartApiService/CreateCart` for a backend route, null for anything else. */
export function callNameOf(routeUrl: string | undefined): string | null {
  const match = SERVICE_ROUTE.exec(routeUrl ?? '') ?? TOKEN_AUTH_ROUTE.exec(routeUrl ?? '');
  return match ? `${match[1]}/${match[2]}` : null;
}

function field(source: unknown, name: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The brand a call is made for: the token's, else a domainName or content path in the request. */
function brandOf(request: FastifyRequest): string | null {
  const path = field(request.query, 'path');
  const domain =
    request.session?.domain ??
    field(request.query, 'domainName') ??
    field(request.body, 'domainName') ??
    (path?.startsWith('brand-configurations/') ? path.slice('brand-configurations/'.length) : null);
  return domain === null ? null : (findBrand(domain)?.domain ?? normalizeDomain(domain));
}

/** The body of a MALFORMED_BODY fault: a success envelope that stops in the middle. */
export const MALFORMED_BODY =
  '{"success":true,"error":null,"unAuthorizedRequest":false,"__abp":true,"result":{"items":[{"id":';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isErrorCode(kind: string): kind is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(kind);
}

/** Answers with the fault; returns false when the call should go on (LATENCY). */
async function applyFault(
  fault: Fault,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const note = `Injected ${fault.kind} fault (${fault.id})`;
  if (isErrorCode(fault.kind)) {
    await reply
      .code(ERROR_STATUS[fault.kind])
      .send(failure(fault.kind, note, { faultId: fault.id }));
    return true;
  }
  switch (fault.kind) {
    case 'LATENCY':
      await sleep(fault.latencyMs);
      return false;
    case 'HTTP_500':
      await reply
        .code(500)
        .type('text/html')
        .send('<html><body><h1>500 Internal Server Error</h1></body></html>');
      return true;
    case 'HTTP_503':
      await reply
        .code(503)
        .header('retry-after', '1')
        .type('text/html')
        .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      return true;
    case 'MALFORMED':
      await reply.code(200).send({
        success: true,
        error: null,
        unAuthorizedRequest: false,
        __abp: true,
        result: 'malformed',
      });
      return true;
    case 'MALFORMED_BODY':
      // a JSON envelope cut off mid-way (a proxy that dropped the end of the answer)
      await reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
      return true;
    case 'NETWORK_ERROR':
      reply.hijack();
      request.raw.socket.destroy();
      return true;
  }
}

export function installBackendPipeline(
  app: FastifyInstance,
  deps: { tokens: TokenService; calls: CallLog; faults: FaultStore; now: () => number },
): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request, reply) => {
    const call = callNameOf(request.routeOptions.url);
    if (call === null) return;
    const token = readBearer(request.headers.authorization);
    request.session = token ? deps.tokens.verify(token) : null;
    const brand = brandOf(request);
    deps.calls.record(call, {
      at: new Date(deps.now()).toISOString(),
      method: request.method,
      query: request.query,
      body: request.body ?? null,
      brand,
      signedIn: request.session?.signedIn ?? false,
    });
    const fault = deps.faults.take(call, brand);
    if (fault && (await applyFault(fault, request, reply))) return reply;
    if (SERVICE_ROUTE.test(request.routeOptions.url ?? '') && request.session === null) {
      throw new SandboxError(
        'UNAUTHORIZED',
        token ? 'The bearer token is invalid or expired' : 'A bearer token is required',
      );
    }
  });
}
