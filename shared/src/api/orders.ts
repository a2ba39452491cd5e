/**
 * CartApiService's orders (spec sections 4 and 7): a confirmed cart's order, read from
 * GetOrders and from ConfirmCart's answer (whose call is in ./payments).
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import type { Order } from '../domain/cart';
import { money } from '../domain/money';
import { cartCall } from './cart-call';
import type { CartCallOptions } from './cart-call';
import {
  contactSchema,
  invoiceSchema,
  itemsOf,
  lenient,
  orEmpty,
  orNull,
  priceSchema,
  productSchema,
  specialRequestSchema,
  subscriptionsSchema,
  toContact,
  toInvoice,
  toPrice,
  toProduct,
  toSpecialRequest,
  toSubscriptions,
  toTraveller,
  travellerSchema,
} from './cart-wire';
import { amountSchema, currencySchema, idSchema } from './wire';

const orderSchema = z.object({
  orderId: idSchema,
  bookingReference: z.string(),
  cartId: idSchema,
  status: z.literal('CONFIRMED'),
  createdAt: z.string(),
  domain: z.string(),
  paymentMethod: z.string(),
  products: z.array(productSchema),
  travellers: z.pipe(z.nullish(z.array(travellerSchema)), z.transform(orEmpty)),
  contact: contactSchema,
  invoices: z.pipe(z.nullish(z.array(invoiceSchema)), z.transform(orEmpty)),
  specialRequests: z.pipe(z.nullish(z.array(specialRequestSchema)), z.transform(orEmpty)),
  subscriptions: z.nullish(subscriptionsSchema),
  voucher: z.pipe(
    z.nullish(z.object({ code: z.string(), discount: amountSchema })),
    z.transform(orNull),
  ),
  price: priceSchema,
  payment: lenient(
    z.object({
      reference: z.string(),
      amount: amountSchema,
      currency: currencySchema,
      provider: z.string(),
      providerName: z.string(),
    }),
  ),
});

function toOrder(wire: z.output<typeof orderSchema>): Order {
  const { currency } = wire.price;
  return {
    orderId: wire.orderId,
    bookingReference: wire.bookingReference,
    cartId: wire.cartId,
    status: wire.status,
    createdAt: wire.createdAt,
    domain: wire.domain,
    paymentMethod: wire.paymentMethod,
    products: wire.products.map((product) => toProduct(product, currency)),
    travellers: wire.travellers.map(toTraveller),
    contact: toContact(wire.contact),
    invoices: wire.invoices.map(toInvoice),
    specialRequests: wire.specialRequests.map(toSpecialRequest),
    subscriptions: toSubscriptions(wire.subscriptions),
    voucher: wire.voucher
      ? { code: wire.voucher.code, discount: money(wire.voucher.discount, currency) }
      : null,
    price: toPrice(wire.price),
    payment: wire.payment
      ? {
          reference: wire.payment.reference,
          amount: money(wire.payment.amount, wire.payment.currency),
          provider: wire.payment.provider,
          providerName: wire.payment.providerName,
        }
      : null,
  };
}
/** Reads an order answer (ConfirmCart's, whose call is in ./payments). */
export const parseOrder = parseWith(orderSchema, toOrder);

/** The orders of a cart, or without a cart id every order of the signed-in user or session. */
export function getOrders(cartId?: string, options?: CartCallOptions): Promise<Order[]> {
  return cartCall(
    'GetOrders',
    parseWith(itemsOf(orderSchema), (wire) => wire.items.map(toOrder)),
    { method: 'GET', ...(cartId ? { cartId, options } : {}) },
  );
}
