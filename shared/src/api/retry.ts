/**
 * The retry rule for flight proposals (spec sections 4 and 8), used by the flights screen and the
 * cart's flight change: a GENERIC_ERROR is retried up to MAX_FLIGHT_RETRIES times, with a growing
 * pause between attempts; any other failure, or an eleventh GENERIC_ERROR, ends the attempts.
 */
import { hasErrorCode } from '@storefront/shared/api/errors';
import { MAX_FLIGHT_RETRIES } from '@storefront/shared/domain/contract';

/** Pause before retry `retry` (1-based): 250 ms, 500 ms, then 1 s for each one after. */
export function retryDelayMs(retry: number): number {
  return Math.min(250 * 2 ** (retry - 1), 1000);
}

export type RetryOptions = {
  /** ends the attempts (and a pause between two) when aborted */
  signal?: AbortSignal;
  /** called before each retry, with its number (1..MAX_FLIGHT_RETRIES) */
  onRetry?: (retry: number) => void;
  maxRetries?: number;
  delayMs?: (retry: number) => number;
};

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!signal) {
      setTimeout(resolve, ms);
      return;
    }
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt`, again after each GENERIC_ERROR up to `maxRetries` times; the last error wins. */
export async function withGenericErrorRetries<T>(
  attempt: () => Promise<T>,
  { signal, onRetry, maxRetries = MAX_FLIGHT_RETRIES, delayMs = retryDelayMs }: RetryOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!hasErrorCode(error, 'GENERIC_ERROR') || retry >= maxRetries || signal?.aborted) {
        throw error;
      }
      onRetry?.(retry + 1);
      await pause(delayMs(retry + 1), signal);
    }
  }
}
