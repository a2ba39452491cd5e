/**
 * What the shopper typed, kept for the browser session per cart, so nothing is lost on a reload,
 * a failed call or a failed submit; and the idempotency keys of changes not yet acknowledged.
 *
 * Never stored here: tokens, payment data. Drafts hold what the forms hold (names, dates of
 * birth, documents, contact); they live in sessionStorage (this tab only) and are cleared when
 * the order is confirmed or the shopper starts again.
 */
import { newRequestUuid } from '@storefront/shared/api/cart-call';
import { browserStorage } from '@storefront/shared/lib/storage';
import type { InvoiceInput } from '@storefront/shared/domain/cart';

const PREFIX = 'storefront.cart';
const draftKey = (cartId: string, form: string) => `${PREFIX}.draft.${cartId}.${form}`;
/** what the shopper typed for a cart that expired, for the next cart's checkout */
const carriedKey = (form: string) => `${PREFIX}.carried.${form}`;
const pendingKey = (cartId: string) => `${PREFIX}.pending.${cartId}`;

// storage disabled: forms still work, only without drafts
const storage = () => browserStorage('session');

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the draft is a convenience, never a requirement
  }
}

/**
 * A form's draft, if one was kept for this cart, else what was typed in it for a cart that
 * expired before; `accept` checks its shape (a draft for another party does not fit).
 */
export function readDraft<T>(
  cartId: string,
  form: string,
  accept: (value: unknown) => value is T,
): T | null {
  const value = readJson(draftKey(cartId, form));
  if (accept(value)) return value;
  const carried = readJson(carriedKey(form));
  return accept(carried) ? carried : null;
}

/** What a cart held that the shopper typed and sent, to be filled in again in the next cart. */
export type SentDetails = {
  specialRequests: ReadonlyArray<{ text: string }>;
  invoices: ReadonlyArray<InvoiceInput>;
};

/** drafts that belong to their cart alone: never carried to the next one */
const CART_ONLY_FORMS = ['payment'];

/**
 * The cart expired: everything typed for it (drafts, and the special requests and invoice data
 * it had been sent) is kept for the next cart's checkout, and the rest of it is forgotten.
 */
export function carryToNextCart(cartId: string, sent: SentDetails | null): void {
  const store = storage();
  if (!store) return;
  const own = `${PREFIX}.draft.${cartId}.`;
  const carried: Record<string, unknown> = {};
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    const form = key?.startsWith(own) ? key.slice(own.length) : null;
    // the terms were accepted for that cart's booking: the next cart asks again
    if (form && !CART_ONLY_FORMS.includes(form)) carried[form] = readJson(key!);
  }
  const requests = sent?.specialRequests.map((request) => request.text.trim()).filter(Boolean);
  if (!isFilledText(carried.request) && requests?.length)
    carried.request = { text: requests.join('\n'), productId: '' };
  const invoice = sent?.invoices.at(-1);
  if (!isFilledInvoice(carried.invoice) && invoice)
    carried.invoice = {
      type: invoice.type,
      name: invoice.name,
      taxId: invoice.taxId,
      street: invoice.address.street,
      city: invoice.address.city,
      postalCode: invoice.address.postalCode,
      countryCode: invoice.address.countryCode,
    };
  clearCartSession(cartId);
  if (Object.keys(carried).length === 0) return;
  forgetCarried();
  for (const [form, value] of Object.entries(carried)) writeJson(carriedKey(form), value);
}

const isFilledText = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string' &&
  (value as { text: string }).text.trim() !== '';

const isFilledInvoice = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  (value as { name: string }).name.trim() !== '';

/** Forgets what was carried from an expired cart (once an order is placed). */
export function forgetCarried(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(`${PREFIX}.carried.`)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

export function writeDraft(cartId: string, form: string, value: unknown): void {
  writeJson(draftKey(cartId, form), value);
}

export function clearDraft(cartId: string, form: string): void {
  storage()?.removeItem(draftKey(cartId, form));
}

/** Forgets everything kept for a cart (order confirmed, or starting again). */
export function clearCartSession(cartId: string): void {
  const store = storage();
  if (!store) return;
  const mine = [`${PREFIX}.draft.${cartId}.`, pendingKey(cartId)];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key && mine.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

type Pending = Record<string, { uuid: string; payload: string }>;

const isPending = (value: unknown): value is Pending =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The requestUuid of a change: the same one while the same change (same payload) is not yet
 * acknowledged, so a retry after a lost answer is applied once; a new one for anything else.
 */
export function requestUuidFor(cartId: string, change: string, payload: unknown): string {
  const pending = readJson(pendingKey(cartId));
  const all: Pending = isPending(pending) ? pending : {};
  const fingerprint = JSON.stringify(payload ?? null);
  const known = all[change];
  if (known && known.payload === fingerprint) return known.uuid;
  const uuid = newRequestUuid();
  writeJson(pendingKey(cartId), { ...all, [change]: { uuid, payload: fingerprint } });
  return uuid;
}

/** The change was acknowledged: the next one gets a new requestUuid. */
export function settleRequest(cartId: string, change: string): void {
  const pending = readJson(pendingKey(cartId));
  if (!isPending(pending) || !(change in pending)) return;
  const rest = { ...pending };
  delete rest[change];
  writeJson(pendingKey(cartId), rest);
}
