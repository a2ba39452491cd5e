/**
 * The cart and the order as the sandbox keeps them, and what follows from a cart's products: its
 * main products, legs and party, its price, and its extras priced again when the trip changes.
 */
import { randomUUID } from 'node:crypto';
import type { ProductType } from '../../../../shared/src/domain/contract';
import type { CartProductDraft, PriceLine, ProductLeg } from '../../lib/cart-product';
import { money } from '../../lib/random';
import type { PassengerCounts } from '../../lib/travellers';
import type { AncillaryKind, Brand, PaymentMethodCode } from '../../inventory/brands';
import { INSURANCE_PRICE_PER_PASSENGER, LUGGAGE_PIECE_PRICE_PER_LEG } from './ancillaries';
import type {
  Contact,
  InsuranceCode,
  InvoiceInput,
  Subscriptions,
  Traveller,
} from './cart-schemas';
import type { Voucher } from './vouchers';

export type CartProduct = {
  id: string;
  kind: CartProductDraft['kind'] | AncillaryKind;
  productType: ProductType | null;
  title: string;
  startDate: string | null;
  endDate: string | null;
  passengers: PassengerCounts | null;
  price: { total: number; breakdown: PriceLine[] };
  legs: ProductLeg[];
  details: Record<string, unknown>;
};

export type CartStatus = 'OPEN' | 'FINALIZED' | 'CONFIRMED';

export type Cart = {
  id: string;
  brand: Brand;
  currency: string;
  productType: ProductType;
  businessProfile: string;
  sessionId: string;
  userId: string | null;
  createdAt: number;
  expiresAt: number;
  status: CartStatus;
  products: CartProduct[];
  travellers: Traveller[];
  contact: Contact | null;
  voucher: Voucher | null;
  subscriptions: Subscriptions;
  invoices: (InvoiceInput & { id: string })[];
  specialRequests: { id: string; text: string; productId: string | null }[];
  orderId: string | null;
  replies: Map<string, unknown>;
};

export type CartPrice = {
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  lines: { productId: string; kind: CartProduct['kind']; title: string; amount: number }[];
};

export type Order = {
  orderId: string;
  bookingReference: string;
  cartId: string;
  status: 'CONFIRMED';
  createdAt: string;
  domain: string;
  paymentMethod: PaymentMethodCode;
  products: CartProduct[];
  travellers: Traveller[];
  contact: Contact;
  invoices: Cart['invoices'];
  specialRequests: Cart['specialRequests'];
  subscriptions: Subscriptions;
  voucher: { code: string; discount: number } | null;
  price: CartPrice;
  /** what was paid for it, through the payment provider */
  payment: OrderPayment;
};

export type OrderPayment = {
  reference: string;
  /** in major units, as prices are */
  amount: number;
  currency: string;
  provider: string;
  providerName: string;
};

export const MAIN_KINDS = new Set<CartProduct['kind']>(['ACCOMMODATION', 'PACKAGE', 'FLIGHT']);

export function mainProducts(cart: Cart): CartProduct[] {
  return cart.products.filter((product) => MAIN_KINDS.has(product.kind));
}

export function cartLegs(cart: Cart): ProductLeg[] {
  return mainProducts(cart).flatMap((product) => product.legs);
}

/** Who must travel: the largest party among the main products; null without one. */
export function requiredPassengers(cart: Cart): PassengerCounts | null {
  return mainProducts(cart).reduce<PassengerCounts | null>(
    (largest, product) =>
      product.passengers && (largest === null || product.passengers.total > largest.total)
        ? product.passengers
        : largest,
    null,
  );
}

export function cartPrice(cart: Cart): CartPrice {
  const lines = cart.products.map((product) => ({
    productId: product.id,
    kind: product.kind,
    title: product.title,
    amount: product.price.total,
  }));
  const subtotal = money(lines.reduce((sum, line) => sum + line.amount, 0));
  const discount = cart.voucher ? cart.voucher.discountFor(subtotal) : 0;
  return { currency: cart.currency, subtotal, discount, total: money(subtotal - discount), lines };
}

export function ancillaryProduct(
  kind: AncillaryKind,
  title: string,
  total: number,
  details: Record<string, unknown>,
): CartProduct {
  return {
    id: `p-${randomUUID()}`,
    kind,
    productType: null,
    title,
    startDate: null,
    endDate: null,
    passengers: null,
    price: {
      total: money(total),
      breakdown: [{ code: kind, amount: money(total), compulsory: false }],
    },
    legs: [],
    details,
  };
}

export function insurancePrice(code: InsuranceCode, passengers: PassengerCounts | null): number {
  return INSURANCE_PRICE_PER_PASSENGER[code] * (passengers?.total ?? 0);
}

export function luggagePrice(pieces: number, legs: number): number {
  return pieces * legs * LUGGAGE_PIECE_PRICE_PER_LEG;
}

/** Re-prices ancillaries after the main products changed, dropping those left without a base. */
export function refreshAncillaries(cart: Cart): void {
  const legs = cartLegs(cart);
  const segments = new Set(legs.flatMap((leg) => leg.segments.map((segment) => segment.id)));
  const passengers = requiredPassengers(cart);
  const reprice = (product: CartProduct, total: number): CartProduct => ({
    ...product,
    price: {
      total: money(total),
      breakdown: [{ code: product.kind, amount: money(total), compulsory: false }],
    },
  });
  cart.products = cart.products.flatMap((product) => {
    if (product.kind === 'INSURANCE') {
      return passengers
        ? [reprice(product, insurancePrice(product.details.code as InsuranceCode, passengers))]
        : [];
    }
    if (product.kind === 'EXTRA_LUGGAGE') {
      return legs.length > 0
        ? [reprice(product, luggagePrice(product.details.pieces as number, legs.length))]
        : [];
    }
    if (product.kind === 'SEAT_SELECTION') {
      const seats = (product.details.seats as { segmentId: string; price: number }[]).filter(
        (seat) => segments.has(seat.segmentId),
      );
      return seats.length > 0
        ? [
            {
              ...reprice(
                product,
                seats.reduce((sum, seat) => sum + seat.price, 0),
              ),
              details: { seats },
            },
          ]
        : [];
    }
    return [product];
  });
}
