/**
 * Carts and orders in memory. A cart belongs to a brand, lives for the configured TTL (then every
 * call on it answers CART_EXPIRED), is locked by CartFinalize and becomes an order on ConfirmCart.
 * Mutating calls that carry a requestUuid are idempotent: a repeat gets the first answer back.
 */
import { randomUUID } from 'node:crypto';
import type { ProductType } from '../../../../shared/src/domain/contract';
import type { ProductSource } from '../../lib/cart-product';
import { SandboxError } from '../../lib/envelope';
import { hashString } from '../../lib/random';
import type { Session } from '../../lib/session';
import type { SandboxSettings } from '../../lib/settings';
import { findBrand, type Brand, type PaymentMethodCode } from '../../inventory/brands';
import { findSeat, seatMap } from './ancillaries';
import type {
  Contact,
  ProductRequest,
  SeatRequest,
  Traveller,
  TravellerInput,
} from './cart-schemas';
import { findVoucher } from './vouchers';
import {
  ancillaryProduct,
  MAIN_KINDS,
  cartLegs,
  cartPrice,
  insurancePrice,
  luggagePrice,
  mainProducts,
  refreshAncillaries,
  requiredPassengers,
  type Cart,
  type CartProduct,
  type Order,
  type OrderPayment,
} from './cart-model';

const MAX_TRAVELLERS_WITHOUT_PRODUCT = 9;
/** Contacts whose e-mail starts with this are declined at ConfirmCart (documented trigger). */
const DECLINED_EMAIL_PREFIX = 'declined@';

function brandDomainOf(session: Session): string | null {
  return findBrand(session.domain)?.domain ?? null;
}

function invalid(message: string, details: unknown = null): SandboxError {
  return new SandboxError('VALIDATION_ERROR', message, details);
}

export type CartStore = ReturnType<typeof createCartStore>;

export function createCartStore(deps: {
  now: () => number;
  settings: SandboxSettings;
  products: ProductSource;
}) {
  const carts = new Map<string, Cart>();
  /** Orders with who placed them (kept off the order itself, which goes on the wire). */
  const orders = new Map<string, { order: Order; sessionId: string; userId: string | null }>();

  const draftProduct = (request: ProductRequest, cart: Cart): CartProduct => {
    switch (request.type) {
      case 'SELECTION':
        return { id: `p-${randomUUID()}`, ...deps.products.selection(request.selectionId) };
      case 'TRANSPORT':
        return { id: `p-${randomUUID()}`, ...deps.products.transportProposal(request.proposalId) };
      case 'INSURANCE': {
        const passengers = requiredPassengers(cart);
        if (!passengers) throw invalid('Insurance needs a trip in the cart');
        return ancillaryProduct(
          'INSURANCE',
          request.code,
          insurancePrice(request.code, passengers),
          { code: request.code },
        );
      }
      case 'EXTRA_LUGGAGE': {
        const legs = cartLegs(cart).length;
        if (legs === 0) throw invalid('Extra luggage needs a flight in the cart');
        return ancillaryProduct(
          'EXTRA_LUGGAGE',
          'EXTRA_LUGGAGE_23KG',
          luggagePrice(request.pieces, legs),
          { pieces: request.pieces },
        );
      }
    }
  };

  /** Adds products; an ancillary replaces one of the same kind. */
  const addProducts = (cart: Cart, requests: readonly ProductRequest[]): void => {
    for (const request of requests) {
      const product = draftProduct(request, cart);
      if (!MAIN_KINDS.has(product.kind))
        cart.products = cart.products.filter((existing) => existing.kind !== product.kind);
      cart.products.push(product);
    }
    refreshAncillaries(cart);
  };

  const removeProducts = (cart: Cart, productIds: readonly string[]): void => {
    const unknown = productIds.filter((id) => !cart.products.some((product) => product.id === id));
    if (unknown.length > 0)
      throw new SandboxError('NOT_FOUND', `No product ${unknown.join(', ')} in cart ${cart.id}`);
    cart.products = cart.products.filter((product) => !productIds.includes(product.id));
    refreshAncillaries(cart);
  };

  return {
    create(input: {
      brand: Brand;
      currency: string;
      session: Session;
      productType: ProductType;
      businessProfile: string;
    }): Cart {
      const createdAt = deps.now();
      const cart: Cart = {
        id: `cart-${randomUUID()}`,
        brand: input.brand,
        currency: input.currency,
        productType: input.productType,
        businessProfile: input.businessProfile,
        sessionId: input.session.sessionId,
        userId: input.session.userId,
        createdAt,
        expiresAt: createdAt + deps.settings.cartTtlSeconds * 1000,
        status: 'OPEN',
        products: [],
        travellers: [],
        contact: null,
        voucher: null,
        subscriptions: { newsletter: false, partnerOffers: false },
        invoices: [],
        specialRequests: [],
        orderId: null,
        replies: new Map(),
      };
      carts.set(cart.id, cart);
      return cart;
    },

    /** A cart of the caller's brand; CART_EXPIRED once its time is up (unless confirmed). */
    open(cartId: string, session: Session): Cart {
      const cart = carts.get(cartId);
      if (!cart || cart.brand.domain !== brandDomainOf(session)) {
        throw new SandboxError('NOT_FOUND', `No cart ${cartId}`);
      }
      if (cart.status !== 'CONFIRMED' && deps.now() >= cart.expiresAt) {
        throw new SandboxError('CART_EXPIRED', `Cart ${cartId} has expired`, {
          cartId,
          expiredAt: new Date(cart.expiresAt).toISOString(),
        });
      }
      return cart;
    },

    /** Throws unless the cart can still be changed (open, neither finalized nor confirmed). */
    assertEditable(cart: Cart): void {
      if (cart.status !== 'OPEN')
        throw invalid(`Cart ${cart.id} is ${cart.status.toLowerCase()} and can no longer change`, {
          status: cart.status,
        });
    },

    remainingSeconds(cart: Cart): number {
      return Math.max(0, Math.floor((cart.expiresAt - deps.now()) / 1000));
    },

    addProducts,
    removeProducts,

    replaceProducts(
      cart: Cart,
      productIds: readonly string[],
      requests: readonly ProductRequest[],
    ): void {
      const replaced =
        productIds.length > 0 ? productIds : mainProducts(cart).map((product) => product.id);
      const kept = cart.products;
      removeProducts(cart, replaced);
      try {
        addProducts(cart, requests);
      } catch (error) {
        cart.products = kept;
        throw error;
      }
    },

    selectSeats(cart: Cart, requests: readonly SeatRequest[]): void {
      const segments = new Map(
        cartLegs(cart).flatMap((leg) =>
          leg.segments.map((segment) => [segment.id, segment] as const),
        ),
      );
      const seatsPerSegment =
        (requiredPassengers(cart)?.total ?? 0) - (requiredPassengers(cart)?.infants ?? 0);
      const taken = new Set<string>();
      const seats = requests.map((request) => {
        const segment = segments.get(request.segmentId);
        if (!segment) throw invalid(`No flight segment ${request.segmentId} in the cart`);
        const seat = findSeat(seatMap(segment), request.seat);
        if (!seat?.available)
          throw invalid(`Seat ${request.seat} is not available on ${segment.flightNumber}`, {
            seat: request.seat,
          });
        const key = `${request.segmentId}:${request.seat}`;
        if (taken.has(key))
          throw invalid(`Seat ${request.seat} is chosen twice`, { seat: request.seat });
        taken.add(key);
        return {
          segmentId: request.segmentId,
          seat: request.seat,
          travellerId: request.travellerId ?? null,
          price: seat.price,
        };
      });
      for (const segmentId of new Set(seats.map((seat) => seat.segmentId))) {
        if (seats.filter((seat) => seat.segmentId === segmentId).length > seatsPerSegment) {
          throw invalid(`More seats than passengers on segment ${segmentId}`, { seatsPerSegment });
        }
      }
      cart.products = cart.products.filter((product) => product.kind !== 'SEAT_SELECTION');
      cart.products.push(
        ancillaryProduct(
          'SEAT_SELECTION',
          'SEAT_SELECTION',
          seats.reduce((sum, seat) => sum + seat.price, 0),
          { seats },
        ),
      );
    },

    applyVoucher(cart: Cart, code: string): void {
      cart.voucher = findVoucher(code, cartPrice({ ...cart, voucher: null }).subtotal);
    },

    upsertTraveller(cart: Cart, input: TravellerInput): void {
      if (input.id) {
        const index = cart.travellers.findIndex((traveller) => traveller.id === input.id);
        if (index === -1)
          throw new SandboxError('NOT_FOUND', `No traveller ${input.id} in cart ${cart.id}`);
        cart.travellers[index] = { ...input, id: input.id };
        return;
      }
      const limit = requiredPassengers(cart)?.total ?? MAX_TRAVELLERS_WITHOUT_PRODUCT;
      if (cart.travellers.length >= limit)
        throw invalid(`The cart already has its ${limit} travellers`, { limit });
      cart.travellers.push({
        ...input,
        id: `tr-${cart.travellers.length + 1}-${randomUUID().slice(0, 8)}`,
      });
    },

    /** Locks the cart once it has everything a booking needs; lists what is missing otherwise. */
    finalize(cart: Cart): void {
      const problems: { field: string; message: string }[] = [];
      const required = requiredPassengers(cart);
      if (!required) problems.push({ field: 'products', message: 'The cart has no trip' });
      if (!cart.contact) problems.push({ field: 'contact', message: 'A contact is required' });
      if (required) {
        const count = (type: Traveller['type']) =>
          cart.travellers.filter((traveller) => traveller.type === type).length;
        const expected = {
          ADULT: required.adults,
          CHILD: required.children,
          INFANT: required.infants,
        };
        for (const [type, number] of Object.entries(expected) as [Traveller['type'], number][]) {
          if (count(type) !== number)
            problems.push({
              field: 'travellers',
              message: `${number} ${type} traveller(s) expected, ${count(type)} given`,
            });
        }
      }
      if (cartLegs(cart).length > 0 && cart.travellers.some((traveller) => !traveller.document)) {
        problems.push({
          field: 'travellers',
          message: 'Every traveller needs a travel document for a flight',
        });
      }
      if (problems.length > 0) throw invalid('The cart cannot be finalized yet', problems);
      cart.status = 'FINALIZED';
    },

    /** A cart by id whoever asks (the payment provider's side); undefined when unknown. */
    find(cartId: string): Cart | undefined {
      return carts.get(cartId);
    },

    /** Whether the cart's time is up (a confirmed cart never expires). */
    isExpired(cart: Cart): boolean {
      return cart.status !== 'CONFIRMED' && deps.now() >= cart.expiresAt;
    },

    /** A finalized cart whose payment failed can be changed again. */
    reopen(cart: Cart): void {
      if (cart.status === 'FINALIZED') cart.status = 'OPEN';
    },

    /** The order a cart became, if any. */
    orderOf(cart: Cart): Order | undefined {
      return cart.orderId ? orders.get(cart.orderId)?.order : undefined;
    },

    /** How many orders were placed for a cart (the control API's check that none is doubled). */
    orderCount(cartId: string): number {
      return [...orders.values()].filter((entry) => entry.order.cartId === cartId).length;
    },

    confirm(cart: Cart, paymentMethod: PaymentMethodCode, payment: OrderPayment): Order {
      if (cart.status !== 'FINALIZED')
        throw invalid(`Cart ${cart.id} must be finalized before it is confirmed`, {
          status: cart.status,
        });
      const contact = cart.contact as Contact;
      if (contact.email.toLowerCase().startsWith(DECLINED_EMAIL_PREFIX)) {
        cart.status = 'OPEN';
        throw new SandboxError('PAYMENT_DECLINED', 'The payment was declined', { paymentMethod });
      }
      const price = cartPrice(cart);
      const order: Order = {
        orderId: `ord-${randomUUID()}`,
        bookingReference: hashString(cart.id)
          .toString(36)
          .toUpperCase()
          .padStart(7, '0')
          .slice(0, 7),
        cartId: cart.id,
        status: 'CONFIRMED',
        createdAt: new Date(deps.now()).toISOString(),
        domain: cart.brand.domain,
        paymentMethod,
        products: cart.products,
        travellers: cart.travellers,
        contact,
        invoices: cart.invoices,
        specialRequests: cart.specialRequests,
        subscriptions: cart.subscriptions,
        voucher: cart.voucher ? { code: cart.voucher.code, discount: price.discount } : null,
        price,
        payment,
      };
      orders.set(order.orderId, { order, sessionId: cart.sessionId, userId: cart.userId });
      cart.orderId = order.orderId;
      cart.status = 'CONFIRMED';
      return order;
    },

    /** Orders of one cart, or else every order of the caller (same user, or same session). */
    orders(session: Session, cartId: string | null): Order[] {
      return [...orders.values()]
        .filter((entry) =>
          cartId !== null
            ? entry.order.cartId === cartId && entry.order.domain === brandDomainOf(session)
            : (session.userId !== null && entry.userId === session.userId) ||
              entry.sessionId === session.sessionId,
        )
        .map((entry) => entry.order);
    },

    /** Expires one cart, or every cart not yet confirmed; returns the ids expired. */
    expire(cartId: string | null): string[] {
      const expired = [...carts.values()].filter(
        (cart) => cart.status !== 'CONFIRMED' && (cartId === null || cart.id === cartId),
      );
      for (const cart of expired) cart.expiresAt = Math.min(cart.expiresAt, deps.now());
      return expired.map((cart) => cart.id);
    },

    clear(): void {
      carts.clear();
      orders.clear();
    },
  };
}
