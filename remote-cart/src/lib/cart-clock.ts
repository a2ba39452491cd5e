/**
 * When a cart runs out, by this browser's clock: the cart's remainingSeconds counted from the
 * moment the answer arrived (the server's and the browser's clocks may disagree; the time left
 * may not).
 */
import type { CartConfig } from '@storefront/shared/domain/cart';

const received = new WeakMap<object, number>();

/** Records that an answer with a remainingSeconds has just arrived. */
export function noteReceived<T extends object>(answer: T, at = Date.now()): T {
  received.set(answer, at);
  return answer;
}

/** Epoch milliseconds at which the cart expires. */
export function deadlineOf(config: Pick<CartConfig, 'remainingSeconds' | 'expiresAt'>): number {
  const at = received.get(config);
  if (at !== undefined) return at + config.remainingSeconds * 1000;
  const parsed = Date.parse(config.expiresAt);
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

/** Time left when a warning is shown and announced. */
export const EXPIRY_WARNING_SECONDS = 5 * 60;
