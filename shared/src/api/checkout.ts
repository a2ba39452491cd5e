/**
 * CartApiService's checkout (spec sections 4 and 7): the cart's contact, travellers,
 * subscriptions, invoices and special requests, the countries the forms offer, and the cart's
 * finalisation before payment (ConfirmCart and the payment calls are in ./payments).
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import type {
  Cart,
  Contact,
  ContactInput,
  Country,
  Invoice,
  InvoiceInput,
  SpecialRequest,
  Subscriptions,
  Traveller,
  TravellerInput,
} from '../domain/cart';
import { cartCall } from './cart-call';
import type { CartCallOptions } from './cart-call';
import {
  contactSchema,
  parseCart,
  parseInvoices,
  parseSpecialRequests,
  parseSubscriptions,
  parseTravellers,
  toContact,
} from './cart-wire';

export function addContactToCart(
  cartId: string,
  contact: ContactInput,
  options?: CartCallOptions,
): Promise<Contact> {
  return cartCall('AddContactToCart', parseWith(contactSchema, toContact), {
    cartId,
    options,
    data: { ...contact },
  });
}

/** The cart's contact, or null before one is added. */
export function retrieveContact(
  cartId: string,
  options?: CartCallOptions,
): Promise<Contact | null> {
  return cartCall(
    'RetrieveContact',
    parseWith(z.nullable(contactSchema), (wire) => (wire ? toContact(wire) : null)),
    { cartId, options },
  );
}

/** Adds a traveller (or, with an id, replaces it); answers every traveller of the cart. */
export function addTravellerToCart(
  cartId: string,
  traveller: TravellerInput,
  options?: CartCallOptions,
): Promise<Traveller[]> {
  return cartCall('AddTravellerToCart', parseTravellers, {
    cartId,
    options,
    data: { ...traveller },
  });
}

export function retrieveTravellersByCartId(
  cartId: string,
  options?: CartCallOptions,
): Promise<Traveller[]> {
  return cartCall('RetrieveTravellersByCartId', parseTravellers, { cartId, options });
}

const countriesSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string(), phonePrefix: z.string() })),
});

/** Every country, named and sorted in a language ('es', 'en' …), with its phone prefix. */
export function retrieveCountries(language: string): Promise<Country[]> {
  return cartCall(
    'RetrieveCountries',
    parseWith(countriesSchema, (wire) => wire.items.map((country) => ({ ...country }))),
    { params: { lang: language } },
  );
}

export function addSubscriptions(
  cartId: string,
  subscriptions: Subscriptions,
  options?: CartCallOptions,
): Promise<Subscriptions> {
  return cartCall('AddSubscriptions', parseSubscriptions, {
    cartId,
    options,
    data: { newsletter: subscriptions.newsletter, partnerOffers: subscriptions.partnerOffers },
  });
}

export function getSubscriptions(
  cartId: string,
  options?: CartCallOptions,
): Promise<Subscriptions> {
  return cartCall('GetSubscriptions', parseSubscriptions, { method: 'GET', cartId, options });
}

/** Adds an invoice request; answers every invoice of the cart. */
export function addInvoice(
  cartId: string,
  invoice: InvoiceInput,
  options?: CartCallOptions,
): Promise<Invoice[]> {
  return cartCall('AddInvoice', parseInvoices, {
    cartId,
    options,
    data: {
      type: invoice.type,
      name: invoice.name,
      taxId: invoice.taxId,
      address: { ...invoice.address },
    },
  });
}

export function getInvoices(cartId: string, options?: CartCallOptions): Promise<Invoice[]> {
  return cartCall('GetInvoices', parseInvoices, { method: 'GET', cartId, options });
}

export type SpecialRequestInput = { text: string; productId?: string };

/** Adds a special request (to the cart, or to one product); answers every request of the cart. */
export function addSpecialRequestToCart(
  cartId: string,
  input: SpecialRequestInput,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return cartCall('AddSpecialRequestToCart', parseSpecialRequests, {
    cartId,
    options,
    data: { text: input.text, ...(input.productId ? { productId: input.productId } : {}) },
  });
}

export function retrieveSpecialRequestByCartId(
  cartId: string,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return cartCall('RetrieveSpecialRequestByCartId', parseSpecialRequests, { cartId, options });
}

/** Deletes one special request, or every one without an id; answers those left. */
export function deleteSpecialRequestByCartId(
  cartId: string,
  specialRequestId?: string,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return cartCall('DeleteSpecialRequestByCartId', parseSpecialRequests, {
    method: 'DELETE',
    cartId,
    options,
    params: specialRequestId ? { specialRequestId } : {},
  });
}

/** Locks the cart for payment; a cart missing travellers or a contact is a VALIDATION_ERROR. */
export function finalizeCart(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return cartCall('CartFinalize', parseCart, { cartId, options });
}
