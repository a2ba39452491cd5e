/**
 * CartApiService (spec section 7): every cart, checkout and order call. Calls on a cart send
 * `cartId` and a fresh `requestUuid` (crypto.randomUUID) as query parameters; a caller retrying
 * the same change passes the same requestUuid in `options` so the backend applies it once.
 *
 * A call on a cart whose time is up rejects with an ApiError coded CART_EXPIRED (spec section 8:
 * the caller sets cartExpired); `isCartExpired` tells it apart.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import type {
  AvailableProduct,
  Cart,
  CartConfig,
  CartPrice,
  CartProduct,
  CartProductDetails,
  CartSummary,
  Contact,
  ContactInput,
  Country,
  Invoice,
  InvoiceInput,
  Order,
  ProductRequest,
  SeatMap,
  SeatRequest,
  SpecialRequest,
  Subscriptions,
  Traveller,
  TravellerInput,
  Voucher,
} from '../domain/cart';
import { PRODUCT_TYPES } from '../domain/contract';
import type { ProductType } from '../domain/contract';
import { money } from '../domain/money';
import {
  amountSchema,
  stringList,
  currencySchema,
  idSchema,
  mealPlanSchema,
  optionalText,
  partySchema,
  priceLineSchema,
  toPriceLines,
} from './wire';

const BASE = '/api/services/app/CartApiService';

/** Options of a call on a cart. */
export type CartCallOptions = {
  /** the request's idempotency key; a new one is generated when absent */
  requestUuid?: string;
};

/** A new request id: crypto.randomUUID, or an RFC 4122 v4 id from getRandomValues where the page
 *  is not a secure context and randomUUID is missing. */
export function newRequestUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a cart call failed because the cart expired (spec section 4: set cartExpired). */
export function isCartExpired(error: unknown): boolean {
  return hasErrorCode(error, 'CART_EXPIRED');
}

const onCart = (cartId: string, options: CartCallOptions = {}) => ({
  cartId,
  requestUuid: options.requestUuid ?? newRequestUuid(),
});

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const orEmpty = <T>(value: T[] | null | undefined): T[] => value ?? [];

// ---------------------------------------------------------------------------------------------
// Wire shapes

const PRODUCT_KINDS = [
  'ACCOMMODATION',
  'PACKAGE',
  'FLIGHT',
  'SEAT_SELECTION',
  'INSURANCE',
  'EXTRA_LUGGAGE',
] as const;
const CART_STATUSES = ['OPEN', 'FINALIZED', 'CONFIRMED'] as const;

/** A field of `details` that is read when it has the expected shape and is null otherwise. */
const lenient = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.pipe(z.catch(z.nullish(schema), null), z.transform(orNull));

const seatWireSchema = z.object({
  segmentId: z.string(),
  seat: z.string(),
  travellerId: optionalText,
  price: amountSchema,
});

const detailsSchema = z.pipe(
  z.nullish(
    z.object({
      pricingId: lenient(z.string()),
      accommodationId: lenient(z.string()),
      destinationCode: lenient(z.string()),
      mealPlan: lenient(mealPlanSchema),
      nights: lenient(z.number().check(z.int(), z.gte(0))),
      rooms: lenient(z.array(partySchema)),
      cancellationPolicy: lenient(z.object({ freeCancellationUntil: optionalText })),
      proposalId: lenient(z.string()),
      luggage: lenient(z.string()),
      airlines: z.catch(stringList, []),
      seats: lenient(z.array(seatWireSchema)),
      code: lenient(z.string()),
      pieces: lenient(z.number().check(z.int(), z.gte(0))),
    }),
  ),
  z.transform((details) => details ?? null),
);

const passengersSchema = z.object({
  adults: z.number().check(z.int(), z.gte(0)),
  children: z.number().check(z.int(), z.gte(0)),
  infants: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
});

const legSchema = z.object({
  legId: z.string(),
  direction: z.enum(['OUTBOUND', 'INBOUND']),
  segments: z.array(
    z.object({
      id: idSchema,
      flightNumber: z.string(),
      departureAirport: z.string(),
      arrivalAirport: z.string(),
    }),
  ),
});

const productSchema = z.object({
  id: idSchema,
  kind: z.enum(PRODUCT_KINDS),
  productType: z.pipe(z.nullish(z.enum(PRODUCT_TYPES)), z.transform(orNull)),
  title: z.string(),
  startDate: optionalText,
  endDate: optionalText,
  passengers: z.pipe(z.nullish(passengersSchema), z.transform(orNull)),
  price: z.object({ total: amountSchema, breakdown: z.nullish(z.array(priceLineSchema)) }),
  legs: z.pipe(z.nullish(z.array(legSchema)), z.transform(orEmpty)),
  details: detailsSchema,
});

const priceSchema = z.object({
  currency: currencySchema,
  subtotal: amountSchema,
  discount: z.pipe(
    z.nullish(amountSchema),
    z.transform((discount) => discount ?? 0),
  ),
  total: amountSchema,
  lines: z.pipe(
    z.nullish(
      z.array(
        z.object({
          productId: z.string(),
          kind: z.enum(PRODUCT_KINDS),
          title: z.string(),
          amount: amountSchema,
        }),
      ),
    ),
    z.transform(orEmpty),
  ),
});

const contactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phonePrefix: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
});

const documentSchema = z.object({
  type: z.enum(['PASSPORT', 'ID_CARD']),
  number: z.string(),
  expiryDate: z.string(),
  issuingCountry: z.string(),
});

const travellerSchema = z.object({
  id: idSchema,
  type: z.enum(['ADULT', 'CHILD', 'INFANT']),
  title: z.enum(['MR', 'MRS', 'MS', 'MX']),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  document: z.pipe(z.nullish(documentSchema), z.transform(orNull)),
});

const subscriptionsSchema = z.object({
  newsletter: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  partnerOffers: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
});

const invoiceSchema = z.object({
  id: idSchema,
  type: z.enum(['PERSON', 'COMPANY']),
  name: z.string(),
  taxId: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    countryCode: z.string(),
  }),
});

const specialRequestSchema = z.object({
  id: idSchema,
  text: z.string(),
  productId: optionalText,
});

const voucherSchema = z.object({
  code: z.string(),
  description: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  discount: z.pipe(
    z.nullish(amountSchema),
    z.transform((discount) => discount ?? 0),
  ),
  applicable: z.nullish(z.boolean()),
});

const cartSchema = z.object({
  cartId: idSchema,
  status: z.enum(CART_STATUSES),
  domainName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  businessProfile: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  currency: currencySchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  remainingSeconds: z.number().check(z.gte(0)),
  products: z.array(productSchema),
  travellers: z.pipe(z.nullish(z.array(travellerSchema)), z.transform(orEmpty)),
  contact: z.pipe(z.nullish(contactSchema), z.transform(orNull)),
  voucher: z.pipe(z.nullish(voucherSchema), z.transform(orNull)),
  subscriptions: z.nullish(subscriptionsSchema),
  invoices: z.pipe(z.nullish(z.array(invoiceSchema)), z.transform(orEmpty)),
  specialRequests: z.pipe(z.nullish(z.array(specialRequestSchema)), z.transform(orEmpty)),
  orderId: optionalText,
  price: priceSchema,
});

// ---------------------------------------------------------------------------------------------
// Reshaping

function toDetails(wire: z.output<typeof detailsSchema>, currency: string): CartProductDetails {
  return {
    pricingId: wire?.pricingId ?? null,
    accommodationId: wire?.accommodationId ?? null,
    destinationCode: wire?.destinationCode ?? null,
    mealPlan: wire?.mealPlan ?? null,
    nights: wire?.nights ?? null,
    rooms: wire?.rooms
      ? wire.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges }))
      : null,
    freeCancellationUntil: wire?.cancellationPolicy?.freeCancellationUntil ?? null,
    proposalId: wire?.proposalId ?? null,
    luggage: wire?.luggage ?? null,
    airlines: wire?.airlines ?? [],
    seats: (wire?.seats ?? []).map((seat) => ({
      segmentId: seat.segmentId,
      seat: seat.seat,
      travellerId: seat.travellerId,
      price: money(seat.price, currency),
    })),
    insuranceCode: wire?.code ?? null,
    luggagePieces: wire?.pieces ?? null,
  };
}

function toProduct(wire: z.output<typeof productSchema>, currency: string): CartProduct {
  return {
    id: wire.id,
    kind: wire.kind,
    productType: wire.productType,
    title: wire.title,
    startDate: wire.startDate,
    endDate: wire.endDate,
    passengers: wire.passengers ? { ...wire.passengers } : null,
    price: {
      total: money(wire.price.total, currency),
      breakdown: toPriceLines(wire.price.breakdown, currency),
    },
    legs: wire.legs.map((leg) => ({
      legId: leg.legId,
      direction: leg.direction,
      segments: leg.segments.map((segment) => ({ ...segment })),
    })),
    details: toDetails(wire.details, currency),
  };
}

function toPrice(wire: z.output<typeof priceSchema>): CartPrice {
  const { currency } = wire;
  return {
    subtotal: money(wire.subtotal, currency),
    discount: money(wire.discount, currency),
    total: money(wire.total, currency),
    lines: wire.lines.map((line) => ({
      productId: line.productId,
      kind: line.kind,
      title: line.title,
      amount: money(line.amount, currency),
    })),
  };
}

const toTraveller = (wire: z.output<typeof travellerSchema>): Traveller => ({
  id: wire.id,
  type: wire.type,
  title: wire.title,
  firstName: wire.firstName,
  lastName: wire.lastName,
  birthDate: wire.birthDate,
  nationality: wire.nationality,
  document: wire.document ? { ...wire.document } : null,
});

const toContact = (wire: z.output<typeof contactSchema>): Contact => ({ ...wire });

const toInvoice = (wire: z.output<typeof invoiceSchema>): Invoice => ({
  id: wire.id,
  type: wire.type,
  name: wire.name,
  taxId: wire.taxId,
  address: { ...wire.address },
});

const toSpecialRequest = (wire: z.output<typeof specialRequestSchema>): SpecialRequest => ({
  ...wire,
});

const toSubscriptions = (
  wire: z.output<typeof subscriptionsSchema> | null | undefined,
): Subscriptions => ({
  newsletter: wire?.newsletter ?? false,
  partnerOffers: wire?.partnerOffers ?? false,
});

const toVoucher = (wire: z.output<typeof voucherSchema>, currency: string): Voucher => ({
  code: wire.code,
  description: wire.description,
  discount: money(wire.discount, currency),
  applicable: wire.applicable ?? wire.discount > 0,
});

function toCart(wire: z.output<typeof cartSchema>): Cart {
  const { currency } = wire;
  return {
    cartId: wire.cartId,
    status: wire.status,
    domainName: wire.domainName,
    productType: wire.productType,
    businessProfile: wire.businessProfile,
    currency,
    createdAt: wire.createdAt,
    expiresAt: wire.expiresAt,
    remainingSeconds: wire.remainingSeconds,
    products: wire.products.map((product) => toProduct(product, currency)),
    travellers: wire.travellers.map(toTraveller),
    contact: wire.contact ? toContact(wire.contact) : null,
    voucher: wire.voucher ? toVoucher(wire.voucher, currency) : null,
    subscriptions: toSubscriptions(wire.subscriptions),
    invoices: wire.invoices.map(toInvoice),
    specialRequests: wire.specialRequests.map(toSpecialRequest),
    orderId: wire.orderId,
    price: toPrice(wire.price),
  };
}

const parseCart = parseWith(cartSchema, toCart);

const itemsOf = <Item extends z.ZodMiniType>(item: Item) => z.object({ items: z.array(item) });
const parseTravellers = parseWith(itemsOf(travellerSchema), (wire) => wire.items.map(toTraveller));
const parseInvoices = parseWith(itemsOf(invoiceSchema), (wire) => wire.items.map(toInvoice));
const parseSpecialRequests = parseWith(itemsOf(specialRequestSchema), (wire) =>
  wire.items.map(toSpecialRequest),
);
const parseSubscriptions = parseWith(z.nullish(subscriptionsSchema), toSubscriptions);

// ---------------------------------------------------------------------------------------------
// The cart

export type NewCart = {
  productType: ProductType;
  /** the brand's business profile for the product type when absent */
  businessProfile?: string;
};

/** Opens a cart for the caller's brand. */
export function createCart(input: NewCart): Promise<Cart> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/CreateCart`,
      data: {
        productType: input.productType,
        ...(input.businessProfile ? { businessProfile: input.businessProfile } : {}),
      },
    },
    parseCart,
  );
}

const cartConfigSchema = z.object({
  cartId: idSchema,
  status: z.enum(CART_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  remainingSeconds: z.number().check(z.gte(0)),
  ttlSeconds: z.number().check(z.gte(0)),
  currency: currencySchema,
  language: z.string(),
  paymentMethods: z.pipe(
    z.nullish(z.array(z.object({ code: z.string(), provider: z.string(), iconUrl: optionalText }))),
    z.transform(orEmpty),
  ),
  paymentProviders: z.pipe(
    z.nullish(z.array(z.object({ code: z.string(), name: z.string(), mode: z.string() }))),
    z.transform(orEmpty),
  ),
  ancillaries: stringList,
  travellerRules: z.nullish(
    z.object({
      required: z.pipe(
        z.nullish(
          z.object({
            adults: z.number().check(z.int(), z.gte(0)),
            children: z.number().check(z.int(), z.gte(0)),
            infants: z.number().check(z.int(), z.gte(0)),
          }),
        ),
        z.transform(orNull),
      ),
      documentRequired: z.pipe(
        z.nullish(z.boolean()),
        z.transform((value) => value ?? false),
      ),
    }),
  ),
  subscriptions: stringList,
});

/** How checkout runs for a cart: payment methods, ancillaries, traveller rules, time left. */
export function getCartConfig(cartId: string, options?: CartCallOptions): Promise<CartConfig> {
  return request(
    { method: 'GET', url: `${BASE}/GetCartConfig`, params: onCart(cartId, options) },
    parseWith(cartConfigSchema, (wire) => ({
      cartId: wire.cartId,
      status: wire.status,
      createdAt: wire.createdAt,
      expiresAt: wire.expiresAt,
      remainingSeconds: wire.remainingSeconds,
      ttlSeconds: wire.ttlSeconds,
      currency: wire.currency,
      language: wire.language,
      paymentMethods: wire.paymentMethods.map((method) => ({ ...method })),
      paymentProviders: wire.paymentProviders.map((provider) => ({ ...provider })),
      ancillaries: wire.ancillaries,
      travellerRules: {
        required: wire.travellerRules?.required ? { ...wire.travellerRules.required } : null,
        documentRequired: wire.travellerRules?.documentRequired ?? false,
      },
      subscriptions: wire.subscriptions,
    })),
  );
}

/** The whole cart. */
export function retrieveCartFull(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return request(
    { method: 'POST', url: `${BASE}/RetrieveCartFull`, params: onCart(cartId, options) },
    parseCart,
  );
}

export type CartSummaryQuery = {
  cartId: string;
  /** the brand domain the cart must belong to */
  domainName?: string;
  /** only the products of this type */
  productType?: ProductType;
};

const summarySchema = z.pick(cartSchema, {
  cartId: true,
  status: true,
  currency: true,
  remainingSeconds: true,
  products: true,
  price: true,
});

/** The short view of a cart, optionally for a brand domain and one product type. */
export function retrieveCart(
  query: CartSummaryQuery,
  options?: CartCallOptions,
): Promise<CartSummary> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetrieveCart`,
      params: {
        ...onCart(query.cartId, options),
        ...(query.domainName ? { domainName: query.domainName } : {}),
        ...(query.productType ? { producttype: query.productType } : {}),
      },
    },
    parseWith(summarySchema, (wire) => ({
      cartId: wire.cartId,
      status: wire.status,
      currency: wire.currency,
      remainingSeconds: wire.remainingSeconds,
      products: wire.products.map((product) => toProduct(product, wire.currency)),
      price: toPrice(wire.price),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Vouchers

/** Applies a voucher code; an unknown, expired or inapplicable code is a VOUCHER_INVALID. */
export function applyVoucherToCart(
  cartId: string,
  code: string,
  options?: CartCallOptions,
): Promise<Cart> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/ApplyVoucherToCart`,
      params: onCart(cartId, options),
      data: { code },
    },
    parseCart,
  );
}

/**
 * The cart's voucher, or null. The answer carries no currency: pass the cart's, so the discount
 * is a Money like every other amount.
 */
export function retrieveVoucherCode(
  cartId: string,
  currency: string,
  options?: CartCallOptions,
): Promise<Voucher | null> {
  return request(
    { method: 'POST', url: `${BASE}/RetrieveVoucherCode`, params: onCart(cartId, options) },
    parseWith(z.object({ voucher: z.nullish(voucherSchema) }), (wire) =>
      wire.voucher ? toVoucher(wire.voucher, currency) : null,
    ),
  );
}

export function removeVoucherFromCart(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return request(
    { method: 'DELETE', url: `${BASE}/RemoveVoucherFromCart`, params: onCart(cartId, options) },
    parseCart,
  );
}

// ---------------------------------------------------------------------------------------------
// Contact, travellers, countries, subscriptions

export function addContactToCart(
  cartId: string,
  contact: ContactInput,
  options?: CartCallOptions,
): Promise<Contact> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddContactToCart`,
      params: onCart(cartId, options),
      data: { ...contact },
    },
    parseWith(contactSchema, toContact),
  );
}

/** The cart's contact, or null before one is added. */
export function retrieveContact(
  cartId: string,
  options?: CartCallOptions,
): Promise<Contact | null> {
  return request(
    { method: 'POST', url: `${BASE}/RetrieveContact`, params: onCart(cartId, options) },
    parseWith(z.nullable(contactSchema), (wire) => (wire ? toContact(wire) : null)),
  );
}

/** Adds a traveller (or, with an id, replaces it); answers every traveller of the cart. */
export function addTravellerToCart(
  cartId: string,
  traveller: TravellerInput,
  options?: CartCallOptions,
): Promise<Traveller[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddTravellerToCart`,
      params: onCart(cartId, options),
      data: { ...traveller },
    },
    parseTravellers,
  );
}

export function retrieveTravellersByCartId(
  cartId: string,
  options?: CartCallOptions,
): Promise<Traveller[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetrieveTravellersByCartId`,
      params: onCart(cartId, options),
    },
    parseTravellers,
  );
}

const countriesSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string(), phonePrefix: z.string() })),
});

/** Every country, named and sorted in a language ('es', 'en' …), with its phone prefix. */
export function retrieveCountries(language: string): Promise<Country[]> {
  return request(
    { method: 'POST', url: `${BASE}/RetrieveCountries`, params: { lang: language } },
    parseWith(countriesSchema, (wire) => wire.items.map((country) => ({ ...country }))),
  );
}

export function addSubscriptions(
  cartId: string,
  subscriptions: Subscriptions,
  options?: CartCallOptions,
): Promise<Subscriptions> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddSubscriptions`,
      params: onCart(cartId, options),
      data: { newsletter: subscriptions.newsletter, partnerOffers: subscriptions.partnerOffers },
    },
    parseSubscriptions,
  );
}

export function getSubscriptions(
  cartId: string,
  options?: CartCallOptions,
): Promise<Subscriptions> {
  return request(
    { method: 'GET', url: `${BASE}/GetSubscriptions`, params: onCart(cartId, options) },
    parseSubscriptions,
  );
}

// ---------------------------------------------------------------------------------------------
// Finalize, confirm, invoices, orders

/** Locks the cart for payment; a cart missing travellers or a contact is a VALIDATION_ERROR. */
export function finalizeCart(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return request(
    { method: 'POST', url: `${BASE}/CartFinalize`, params: onCart(cartId, options) },
    parseCart,
  );
}

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

/** The query of a call on a cart (ConfirmCart's and CreatePayment's, in ./payments). */
export const cartQuery = onCart;

/** Adds an invoice request; answers every invoice of the cart. */
export function addInvoice(
  cartId: string,
  invoice: InvoiceInput,
  options?: CartCallOptions,
): Promise<Invoice[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddInvoice`,
      params: onCart(cartId, options),
      data: {
        type: invoice.type,
        name: invoice.name,
        taxId: invoice.taxId,
        address: { ...invoice.address },
      },
    },
    parseInvoices,
  );
}

export function getInvoices(cartId: string, options?: CartCallOptions): Promise<Invoice[]> {
  return request(
    { method: 'GET', url: `${BASE}/GetInvoices`, params: onCart(cartId, options) },
    parseInvoices,
  );
}

/** The orders of a cart, or without a cart id every order of the signed-in user or session. */
export function getOrders(cartId?: string, options?: CartCallOptions): Promise<Order[]> {
  return request(
    {
      method: 'GET',
      url: `${BASE}/GetOrders`,
      params: cartId ? onCart(cartId, options) : {},
    },
    parseWith(itemsOf(orderSchema), (wire) => wire.items.map(toOrder)),
  );
}

// ---------------------------------------------------------------------------------------------
// Products and ancillaries

const seatMapSchema = z.object({
  segmentId: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  columns: stringList,
  aisleAfter: stringList,
  rows: z.array(
    z.object({
      number: z.number().check(z.int()),
      seats: z.array(
        z.object({
          code: z.string(),
          available: z.boolean(),
          price: amountSchema,
          characteristics: stringList,
        }),
      ),
    }),
  ),
});

const availableProductSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('SEAT_SELECTION'),
    code: z.string(),
    name: z.string(),
    seatMaps: z.array(seatMapSchema),
  }),
  z.object({
    kind: z.literal('INSURANCE'),
    code: z.string(),
    name: z.string(),
    price: z.object({ amount: amountSchema }),
    total: amountSchema,
  }),
  z.object({
    kind: z.literal('EXTRA_LUGGAGE'),
    code: z.string(),
    name: z.string(),
    price: z.object({ amount: amountSchema }),
    maxPieces: z.number().check(z.int(), z.gte(0)),
    legs: z.number().check(z.int(), z.gte(0)),
  }),
]);

function toAvailableProduct(
  wire: z.output<typeof availableProductSchema>,
  currency: string,
): AvailableProduct {
  switch (wire.kind) {
    case 'SEAT_SELECTION':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        seatMaps: wire.seatMaps.map((map): SeatMap => ({
          segmentId: map.segmentId,
          flightNumber: map.flightNumber,
          departureAirport: map.departureAirport,
          arrivalAirport: map.arrivalAirport,
          columns: map.columns,
          aisleAfter: map.aisleAfter,
          rows: map.rows.map((row) => ({
            number: row.number,
            seats: row.seats.map((seat) => ({
              code: seat.code,
              available: seat.available,
              price: money(seat.price, currency),
              characteristics: seat.characteristics,
            })),
          })),
        })),
      };
    case 'INSURANCE':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        pricePerPassenger: money(wire.price.amount, currency),
        total: money(wire.total, currency),
      };
    case 'EXTRA_LUGGAGE':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        pricePerPiecePerLeg: money(wire.price.amount, currency),
        maxPieces: wire.maxPieces,
        legs: wire.legs,
      };
  }
}

/**
 * The ancillaries offered for a cart (seat maps, insurance, extra luggage). An ancillary of a kind
 * the storefront does not know is left out. The answer carries no currency: pass the cart's.
 */
export function getAvailableProducts(
  cartId: string,
  currency: string,
  options?: CartCallOptions,
): Promise<AvailableProduct[]> {
  return request(
    { method: 'GET', url: `${BASE}/GetAvailableProducts`, params: onCart(cartId, options) },
    parseWith(z.object({ items: z.array(z.unknown()) }), (wire) =>
      wire.items.flatMap((item) => {
        const parsed = availableProductSchema.safeParse(item);
        return parsed.success ? [toAvailableProduct(parsed.data, currency)] : [];
      }),
    ),
  );
}

/** Chooses seats on the cart's flight segments (one seat selection product per cart). */
export function createSeatSelectionProduct(
  cartId: string,
  seats: readonly SeatRequest[],
  options?: CartCallOptions,
): Promise<Cart> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/CreateSeatSelectionProduct`,
      params: onCart(cartId, options),
      data: { seats: seats.map((seat) => ({ ...seat })) },
    },
    parseCart,
  );
}

/** Adds a trip (a selection or a flight proposal) or an ancillary to the cart. */
export function addProductToCart(
  cartId: string,
  product: ProductRequest,
  options?: CartCallOptions,
): Promise<Cart> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddProductToCart`,
      params: onCart(cartId, options),
      data: { ...product },
    },
    parseCart,
  );
}

export type ProductReplacement = {
  /** the products to replace; the cart's trips when empty */
  productIds: readonly string[];
  products: readonly ProductRequest[];
};

/** Replaces products in one step (another hotel, another flight). */
export function replaceProductsInCart(
  cartId: string,
  replacement: ProductReplacement,
  options?: CartCallOptions,
): Promise<Cart> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/ReplaceProductsInCart`,
      params: onCart(cartId, options),
      data: {
        productIds: [...replacement.productIds],
        products: replacement.products.map((product) => ({ ...product })),
      },
    },
    parseCart,
  );
}

/** Removes products (query CartId, ProductIds repeated, requestUuid). */
export function removeProductsFromCart(
  cartId: string,
  productIds: readonly string[],
  options?: CartCallOptions,
): Promise<Cart> {
  return request(
    {
      method: 'DELETE',
      url: `${BASE}/RemoveProductsFromCart`,
      params: {
        CartId: cartId,
        ProductIds: [...productIds],
        requestUuid: options?.requestUuid ?? newRequestUuid(),
      },
      paramsSerializer: { indexes: null },
    },
    parseCart,
  );
}

// ---------------------------------------------------------------------------------------------
// Special requests

export type SpecialRequestInput = { text: string; productId?: string };

/** Adds a special request (to the cart, or to one product); answers every request of the cart. */
export function addSpecialRequestToCart(
  cartId: string,
  input: SpecialRequestInput,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AddSpecialRequestToCart`,
      params: onCart(cartId, options),
      data: { text: input.text, ...(input.productId ? { productId: input.productId } : {}) },
    },
    parseSpecialRequests,
  );
}

export function retrieveSpecialRequestByCartId(
  cartId: string,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetrieveSpecialRequestByCartId`,
      params: onCart(cartId, options),
    },
    parseSpecialRequests,
  );
}

/** Deletes one special request, or every one without an id; answers those left. */
export function deleteSpecialRequestByCartId(
  cartId: string,
  specialRequestId?: string,
  options?: CartCallOptions,
): Promise<SpecialRequest[]> {
  return request(
    {
      method: 'DELETE',
      url: `${BASE}/DeleteSpecialRequestByCartId`,
      params: { ...onCart(cartId, options), ...(specialRequestId ? { specialRequestId } : {}) },
    },
    parseSpecialRequests,
  );
}
