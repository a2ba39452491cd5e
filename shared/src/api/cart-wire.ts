/**
 * The wire shapes of CartApiService's answers (spec section 7) and their reshaping into the cart's
 * domain types: what a cart, its products, prices, travellers, contact, invoices, special
 * requests, subscriptions and voucher look like on the wire. Lists and details the backend may
 * leave out are read as empty or null, never as a failure.
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import type {
  Cart,
  CartPrice,
  CartProduct,
  CartProductDetails,
  Contact,
  Invoice,
  SpecialRequest,
  Subscriptions,
  Traveller,
  Voucher,
} from '../domain/cart';
import { PRODUCT_TYPES } from '../domain/contract';
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

export const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
export const orEmpty = <T>(value: T[] | null | undefined): T[] => value ?? [];

const PRODUCT_KINDS = [
  'ACCOMMODATION',
  'PACKAGE',
  'FLIGHT',
  'SEAT_SELECTION',
  'INSURANCE',
  'EXTRA_LUGGAGE',
] as const;
export const CART_STATUSES = ['OPEN', 'FINALIZED', 'CONFIRMED'] as const;

/** A field of `details` that is read when it has the expected shape and is null otherwise. */
export const lenient = <Schema extends z.ZodMiniType>(schema: Schema) =>
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

export const productSchema = z.object({
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

export const priceSchema = z.object({
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

export const contactSchema = z.object({
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

export const travellerSchema = z.object({
  id: idSchema,
  type: z.enum(['ADULT', 'CHILD', 'INFANT']),
  title: z.enum(['MR', 'MRS', 'MS', 'MX']),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  document: z.pipe(z.nullish(documentSchema), z.transform(orNull)),
});

export const subscriptionsSchema = z.object({
  newsletter: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  partnerOffers: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
});

export const invoiceSchema = z.object({
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

export const specialRequestSchema = z.object({
  id: idSchema,
  text: z.string(),
  productId: optionalText,
});

export const voucherSchema = z.object({
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

export const cartSchema = z.object({
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

export function toProduct(wire: z.output<typeof productSchema>, currency: string): CartProduct {
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

export function toPrice(wire: z.output<typeof priceSchema>): CartPrice {
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

export const toTraveller = (wire: z.output<typeof travellerSchema>): Traveller => ({
  id: wire.id,
  type: wire.type,
  title: wire.title,
  firstName: wire.firstName,
  lastName: wire.lastName,
  birthDate: wire.birthDate,
  nationality: wire.nationality,
  document: wire.document ? { ...wire.document } : null,
});

export const toContact = (wire: z.output<typeof contactSchema>): Contact => ({ ...wire });

export const toInvoice = (wire: z.output<typeof invoiceSchema>): Invoice => ({
  id: wire.id,
  type: wire.type,
  name: wire.name,
  taxId: wire.taxId,
  address: { ...wire.address },
});

export const toSpecialRequest = (wire: z.output<typeof specialRequestSchema>): SpecialRequest => ({
  ...wire,
});

export const toSubscriptions = (
  wire: z.output<typeof subscriptionsSchema> | null | undefined,
): Subscriptions => ({
  newsletter: wire?.newsletter ?? false,
  partnerOffers: wire?.partnerOffers ?? false,
});

export const toVoucher = (wire: z.output<typeof voucherSchema>, currency: string): Voucher => ({
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

export const parseCart = parseWith(cartSchema, toCart);

export const itemsOf = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ items: z.array(item) });
export const parseTravellers = parseWith(itemsOf(travellerSchema), (wire) =>
  wire.items.map(toTraveller),
);
export const parseInvoices = parseWith(itemsOf(invoiceSchema), (wire) => wire.items.map(toInvoice));
export const parseSpecialRequests = parseWith(itemsOf(specialRequestSchema), (wire) =>
  wire.items.map(toSpecialRequest),
);
export const parseSubscriptions = parseWith(z.nullish(subscriptionsSchema), toSubscriptions);
