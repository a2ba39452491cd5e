/**
 * The payments this device has seen confirmed (ConfirmCart answered with an order), in local
 * storage: every tab of the brand's site, a reload and a later visit find them. A return address
 * opened again (Back from the provider's page and its way back to the shop, the same signed
 * address in another tab, a copied link) then shows the order without confirming the payment
 * again. Only ids are kept (payment, cart, order), never payment data, and only the latest few.
 *
 * Tabs that open the same return at the same moment take turns (the browser's Web Locks, one lock
 * per payment), so the second one finds the first one's confirmation instead of sending its own.
 */
import { browserStorage } from '@storefront/shared/lib/storage';

export type ConfirmedPayment = { paymentId: string; cartId: string; orderId: string };

const STORAGE_KEY = 'storefront.cart.confirmedPayments';
/** how many confirmed payments are remembered (the newest) */
export const CONFIRMED_PAYMENTS_KEPT = 20;

const isConfirmed = (value: unknown): value is ConfirmedPayment => {
  if (typeof value !== 'object' || value === null) return false;
  const { paymentId, cartId, orderId } = value as Record<string, unknown>;
  return [paymentId, cartId, orderId].every((id) => typeof id === 'string' && id.length > 0);
};

function readAll(): ConfirmedPayment[] {
  try {
    const raw = browserStorage('local')?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isConfirmed) : [];
  } catch {
    return [];
  }
}

/** The confirmation of a payment this device has seen, or null. */
export function confirmedPayment(paymentId: string): ConfirmedPayment | null {
  return readAll().find((entry) => entry.paymentId === paymentId) ?? null;
}

/** Remembers a confirmed payment (the newest first; the oldest beyond the limit are dropped). */
export function rememberConfirmedPayment(confirmed: ConfirmedPayment): void {
  const rest = readAll().filter((entry) => entry.paymentId !== confirmed.paymentId);
  try {
    browserStorage('local')?.setItem(
      STORAGE_KEY,
      JSON.stringify([confirmed, ...rest].slice(0, CONFIRMED_PAYMENTS_KEPT)),
    );
  } catch {
    // storage refused: this page still shows the order; another one would confirm again, and
    // the backend answers the same order
  }
}

/** what `withPaymentLock`'s first try answers when another tab holds the lock */
const TAKEN = Symbol('taken');

/**
 * Runs `work` while holding this payment's lock across the brand's tabs, where the browser has
 * Web Locks (else at once). `work` is told whether another tab held the lock first: that tab was
 * confirming the same payment, and its record may reach this tab's storage a moment after the
 * lock does (another tab's `localStorage` write arrives asynchronously), so `confirmationFrom`
 * waits for it.
 */
export function withPaymentLock<T>(
  paymentId: string,
  work: (afterAnotherTab: boolean) => Promise<T>,
): Promise<T> {
  // jsdom and older browsers have no Web Locks
  const locks: LockManager | undefined =
    typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return work(false);
  const name = `storefront.confirm-payment.${paymentId}`;
  let started = false;
  const held = (afterAnotherTab: boolean) => {
    started = true;
    return work(afterAnotherTab);
  };
  // a lock the browser refuses (a sandboxed frame) leaves the work to run without one
  return locks
    .request(name, { ifAvailable: true }, (lock: Lock | null): Promise<T | typeof TAKEN> =>
      lock ? held(false) : Promise.resolve(TAKEN),
    )
    .then((result) =>
      result === TAKEN ? locks.request(name, (): Promise<T> => held(true)) : result,
    )
    .catch((error: unknown) => {
      if (started) throw error;
      return work(false);
    });
}

/** how long a tab that waited for another tab's confirmation waits for its record to arrive */
export const CONFIRMATION_ARRIVES_MS = 1500;

/**
 * The confirmation of a payment another tab has just made: read now, else the first one its
 * record brings (the `storage` event of another tab's write), else null after `withinMs`.
 */
export function confirmationFrom(
  paymentId: string,
  withinMs = CONFIRMATION_ARRIVES_MS,
): Promise<ConfirmedPayment | null> {
  const now = confirmedPayment(paymentId);
  if (now || typeof window === 'undefined') return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (value: ConfirmedPayment | null) => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY && event.key !== null) return;
      const arrived = confirmedPayment(paymentId);
      if (arrived) done(arrived);
    };
    const timer = setTimeout(() => done(confirmedPayment(paymentId)), withinMs);
    window.addEventListener('storage', onStorage);
  });
}
