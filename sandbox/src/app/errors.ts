/**
 * One error shape per audience: backend paths (/api/...) answer the ABP error envelope, the
 * sandbox's own paths (control API, receivers, media) answer `{ error: { code, message, details } }`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/src/domain/contract';
import { failure, SandboxError } from '../lib/envelope';

type Classified = { status: number; code: ErrorCode; message: string; details: unknown };

function classify(error: FastifyError | SandboxError): Classified {
  if (error instanceof SandboxError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
      message: error.message,
      details: error.code ?? null,
    };
  }
  return {
    status: 500,
    code: 'GENERIC_ERROR',
    message: 'An internal error occurred',
    details: null,
  };
}

function send(request: FastifyRequest, reply: FastifyReply, error: Classified) {
  const body = request.url.startsWith('/api/')
    ? failure(error.code, error.message, error.details)
    : { error: { code: error.code, message: error.message, details: error.details } };
  return reply.code(error.status).send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | SandboxError>((error, request, reply) => {
    const classified = classify(error);
    if (classified.status >= 500) request.log.error(error);
    return send(request, reply, classified);
  });
  app.setNotFoundHandler((request, reply) =>
    send(request, reply, {
      status: 404,
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      details: null,
    }),
  );
}
