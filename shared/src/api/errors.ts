/**
 * The one error type of the API edge. Screens see an ApiError with a code (the backend's, such
 * as CART_EXPIRED or NO_CONTENT, or one of the client's own for transport failures) and a
 * message, never a raw envelope or an axios error.
 */
import type { ErrorCode } from '../domain/contract';

/** Codes the client itself produces when no backend code is available. */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'MALFORMED_RESPONSE'
  | 'HTTP_ERROR'
  /** the caller cancelled the call through its AbortSignal */
  | 'ABORTED';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number | null,
    /** the call, as `Service/Call`, for logs and reports (never with its query) */
    readonly call: string,
    /**
     * why the backend refused, when it says (its error's `details.reason`, e.g. a voucher's
     * EXPIRED, UNKNOWN or MINIMUM_TOTAL); null otherwise
     */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/**
 * An ApiError, also one made by another copy of this module (a remote built against another
 * version of the shared package): its name and code tell it.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

export function hasErrorCode(error: unknown, code: ApiError['code']): boolean {
  return isApiError(error) && error.code === code;
}
