/**
 * The ABP backend envelope: every /api answer is `{ result, success, error, unAuthorizedRequest,
 * __abp }`, and a failure carries one of the shared ERROR_CODES so the client can branch on it.
 */
import type { ErrorCode } from '../../../shared/src/domain/contract';

export type ErrorInfo = { code: ErrorCode; message: string; details: unknown };

export type Envelope<T> = {
  result: T | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
};

/** The HTTP status each error code is answered with (documented in the README). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  CART_EXPIRED: 410,
  NO_CONTENT: 404,
  GENERIC_ERROR: 500,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  INVALID_TOKEN: 401,
  VOUCHER_INVALID: 400,
  PAYMENT_DECLINED: 402,
};

/** Thrown by handlers; the error handler turns it into an error envelope. */
export class SandboxError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details: unknown = null) {
    super(message);
    this.name = 'SandboxError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function ok<T>(result: T): Envelope<T> {
  return { result, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function failure(
  code: ErrorCode,
  message: string,
  details: unknown = null,
): Envelope<never> {
  return {
    result: null,
    success: false,
    error: { code, message, details },
    unAuthorizedRequest: code === 'UNAUTHORIZED' || code === 'INVALID_TOKEN',
    __abp: true,
  };
}
