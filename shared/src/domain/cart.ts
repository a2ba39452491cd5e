/**
 * The cart, checkout and order (CartApiService) as the storefront uses them. Every amount is a
 * Money in the cart's currency.
 */
import type { PaymentMethod, PaymentProvider } from './brand';
import type { MealPlan, ProductType } from './contract';
import type { Money, PriceBreakdown } from './money';
import type { TravellerParty } from './proposal-search';

export type CartStatus = 'OPEN' | 'FINALIZED' | 'CONFIRMED';

/** What a cart product is: a trip (ACCOMMODATION, PACKAGE, FLIGHT) or an ancillary. */
export type CartProductKind =
  'ACCOMMODATION' | 'PACKAGE' | 'FLIGHT' | 'SEAT_SELECTION' | 'INSURANCE' | 'EXTRA_LUGGAGE';

export type PassengerCounts = { adults: number; children: number; infants: number; total: number };

/** A flight leg of a cart product, as the seat map needs it. */
export type CartProductLeg = {
  legId: string;
  direction: 'OUTBOUND' | 'INBOUND';
  segments: {
    id: string;
    flightNumber: string;
    departureAirport: string;
    arrivalAirport: string;
  }[];
};

export type SelectedSeat = {
  segmentId: string;
  seat: string;
  travellerId: string | null;
  price: Money;
};

/** What the cart knows of a product beyond its price; null where it does not apply. */
export type CartProductDetails = {
  pricingId: string | null;
  accommodationId: string | null;
  destinationCode: string | null;
  mealPlan: MealPlan | null;
  nights: number | null;
  rooms: TravellerParty[] | null;
  freeCancellationUntil: string | null;
  /** flight proposal id, for flights */
  proposalId: string | null;
  luggage: string | null;
  airlines: string[];
  /** chosen seats, for a seat selection */
  seats: SelectedSeat[];
  /** INSURANCE_BASIC or INSURANCE_PREMIUM, for an insurance */
  insuranceCode: string | null;
  /** pieces, for extra luggage */
  luggagePieces: number | null;
};

export type CartProduct = {
  id: string;
  kind: CartProductKind;
  /** null for ancillaries */
  productType: ProductType | null;
  title: string;
  startDate: string | null;
  endDate: string | null;
  passengers: PassengerCounts | null;
  price: PriceBreakdown;
  legs: CartProductLeg[];
  details: CartProductDetails;
};

export type CartPrice = {
  subtotal: Money;
  discount: Money;
  total: Money;
  lines: { productId: string; kind: CartProductKind; title: string; amount: Money }[];
};

export type ContactInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** '+34' */
  phonePrefix: string;
  phoneNumber: string;
  /** ISO 3166 alpha-2 */
  countryCode: string;
};
export type Contact = ContactInput;

export type TravellerType = 'ADULT' | 'CHILD' | 'INFANT';
export type TravellerTitle = 'MR' | 'MRS' | 'MS' | 'MX';
export type TravelDocument = {
  type: 'PASSPORT' | 'ID_CARD';
  number: string;
  /** 'yyyy-MM-dd' */
  expiryDate: string;
  issuingCountry: string;
};

/** A traveller to add; with an id, it replaces that traveller. */
export type TravellerInput = {
  id?: string;
  type: TravellerType;
  title: TravellerTitle;
  firstName: string;
  lastName: string;
  /** 'yyyy-MM-dd' */
  birthDate: string;
  nationality: string;
  document?: TravelDocument;
};
export type Traveller = Omit<TravellerInput, 'id' | 'document'> & {
  id: string;
  document: TravelDocument | null;
};

export type Voucher = { code: string; description: string; discount: Money; applicable: boolean };

export type Subscriptions = { newsletter: boolean; partnerOffers: boolean };

export type InvoiceInput = {
  type: 'PERSON' | 'COMPANY';
  name: string;
  taxId: string;
  address: { street: string; city: string; postalCode: string; countryCode: string };
};
export type Invoice = InvoiceInput & { id: string };

export type SpecialRequest = { id: string; text: string; productId: string | null };

export type Country = { code: string; name: string; phonePrefix: string };

/** A cart with everything in it (CreateCart, RetrieveCartFull and every change). */
export type Cart = {
  cartId: string;
  status: CartStatus;
  domainName: string;
  productType: ProductType;
  businessProfile: string;
  currency: string;
  /** ISO date-times */
  createdAt: string;
  expiresAt: string;
  remainingSeconds: number;
  products: CartProduct[];
  travellers: Traveller[];
  contact: Contact | null;
  voucher: Voucher | null;
  subscriptions: Subscriptions;
  invoices: Invoice[];
  specialRequests: SpecialRequest[];
  orderId: string | null;
  price: CartPrice;
};

/** The short view of a cart (RetrieveCart), optionally narrowed to one product type. */
export type CartSummary = Pick<
  Cart,
  'cartId' | 'status' | 'currency' | 'remainingSeconds' | 'products' | 'price'
>;

/** How checkout runs for a cart (GetCartConfig). */
export type CartConfig = {
  cartId: string;
  status: CartStatus;
  createdAt: string;
  expiresAt: string;
  remainingSeconds: number;
  ttlSeconds: number;
  currency: string;
  language: string;
  paymentMethods: PaymentMethod[];
  paymentProviders: PaymentProvider[];
  /** ancillary kinds the brand offers at checkout */
  ancillaries: string[];
  travellerRules: {
    required: { adults: number; children: number; infants: number } | null;
    documentRequired: boolean;
  };
  /** subscription names the checkout offers */
  subscriptions: string[];
};

/** A product to add to the cart. */
export type ProductRequest =
  | { type: 'SELECTION'; selectionId: string }
  | { type: 'TRANSPORT'; proposalId: string }
  | { type: 'INSURANCE'; code: 'INSURANCE_BASIC' | 'INSURANCE_PREMIUM' }
  | { type: 'EXTRA_LUGGAGE'; pieces: number };

export type SeatRequest = { segmentId: string; seat: string; travellerId?: string };

export type Seat = { code: string; available: boolean; price: Money; characteristics: string[] };

export type SeatMap = {
  segmentId: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  columns: string[];
  /** columns an aisle follows */
  aisleAfter: string[];
  rows: { number: number; seats: Seat[] }[];
};

/** An ancillary offered for a cart (GetAvailableProducts). */
export type AvailableProduct =
  | { kind: 'SEAT_SELECTION'; code: string; name: string; seatMaps: SeatMap[] }
  | { kind: 'INSURANCE'; code: string; name: string; pricePerPassenger: Money; total: Money }
  | {
      kind: 'EXTRA_LUGGAGE';
      code: string;
      name: string;
      pricePerPiecePerLeg: Money;
      maxPieces: number;
      legs: number;
    };

export type Order = {
  orderId: string;
  bookingReference: string;
  cartId: string;
  status: 'CONFIRMED';
  createdAt: string;
  domain: string;
  paymentMethod: string;
  products: CartProduct[];
  travellers: Traveller[];
  contact: Contact;
  invoices: Invoice[];
  specialRequests: SpecialRequest[];
  subscriptions: Subscriptions;
  voucher: { code: string; discount: Money } | null;
  price: CartPrice;
  /** what was paid through the payment provider (null on orders that carry no payment) */
  payment: OrderPayment | null;
};

/** The payment an order was paid with: the provider's reference and the amount taken. */
export type OrderPayment = {
  reference: string;
  amount: Money;
  provider: string;
  providerName: string;
};
