/**
 * Hotels and packages as the storefront shows them (ShoppingHDPService): searches, proposals,
 * pricings with their breakdown, alternative flights of a package, a hotel's details and
 * promotions.
 */
import type { MealPlan } from './contract';
import type { FlightProposal } from './flight';
import type { Coordinates, NamedPlace } from './location';
import type { Money, PriceBreakdown } from './money';
import type { FilterMetadata, ResultPage, TravellerParty } from './proposal-search';

/** The product types the hotel-and-package service searches. */
export type HdpProductType = 'H' | 'DP' | 'HGH';

/**
 * A hotel (H) or package (DP, HGH) search. Dates are calendar dates 'yyyy-MM-dd'; packages need
 * a departure.
 */
export type HotelSearchRequest = {
  productType: HdpProductType;
  destination: string;
  departure?: string | null;
  outboundDate: string;
  returnDate: string;
  rooms: readonly TravellerParty[];
};

export type Address = { street: string; postalCode: string; city: string; countryCode: string };

/** What every hotel view shows of a hotel. */
export type AccommodationSummary = {
  id: string;
  name: string;
  stars: number;
  /** guest rating 0..10 */
  rating: number;
  reviewsCount: number;
  /** one of PROPERTY_TYPES, or a type the storefront does not know yet */
  propertyType: string;
  amenities: string[];
  characteristics: string[];
  coordinates: Coordinates;
  address: Address | null;
  imageUrls: string[];
  destination: NamedPlace;
};

export type HotelProposal = {
  id: string;
  accommodation: AccommodationSummary;
  /** the meal plan this price is for (the cheapest of those asked for) */
  mealPlan: MealPlan;
  mealPlans: MealPlan[];
  /** last day cancellation is free ('yyyy-MM-dd'); null when it is not */
  freeCancellationUntil: string | null;
  /** percentage off when the hotel is on a deal; null otherwise */
  dealDiscountPercent: number | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  price: { total: Money; original: Money | null; perPerson: Money };
};

export type HotelProposalsPage = {
  searchId: string;
  proposals: HotelProposal[];
  page: ResultPage;
  /** the flight every package proposal of the page is priced with; null for hotels only */
  transport: FlightProposal | null;
  /** null unless filtersMetadata was asked for */
  filters: FilterMetadata[] | null;
  language: string;
  destination: NamedPlace & { countryCode: string };
};

/** A hotel of a search as a map pin (RetrieveAllProposals). */
export type HotelMapProposal = {
  id: string;
  accommodationId: string;
  name: string;
  stars: number;
  rating: number;
  deal: boolean;
  coordinates: Coordinates;
  price: Money;
};

export type CancellationPolicy = {
  freeCancellation: boolean;
  freeCancellationUntil: string | null;
  penaltyPercentAfterDeadline: number | null;
};

/** A priced hotel (and, for packages, flight): what the shopper confirms before the cart. */
export type Pricing = {
  pricingId: string;
  searchId: string;
  proposalId: string;
  productType: HdpProductType;
  accommodation: AccommodationSummary;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: TravellerParty[];
  mealPlan: MealPlan;
  transport: FlightProposal | null;
  cancellationPolicy: CancellationPolicy;
  price: PriceBreakdown;
};

export type PricingRequest = { searchId: string; proposalId: string; mealPlan?: MealPlan };

/** Another flight a package can take, with what it adds to (or takes off) the price. */
export type AlternativeTransport = FlightProposal & { priceDifference: Money };

export type AlternativeTransports = {
  pricingId: string;
  current: FlightProposal;
  alternatives: AlternativeTransport[];
  page: ResultPage;
};

/** A pricing frozen into a product the cart can take (AddProductToCart, type SELECTION). */
export type Selection = { selectionId: string; pricingId: string; price: Money };

/** A hotel's static data (RetreiveAccommodationStaticData). */
export type AccommodationDetails = {
  id: string;
  name: string;
  description: string;
  stars: number;
  rating: number;
  reviewsCount: number;
  /** one of PROPERTY_TYPES, or a type the storefront does not know yet */
  propertyType: string;
  address: Address | null;
  coordinates: Coordinates;
  imageUrls: string[];
  amenities: string[];
  characteristics: string[];
  mealPlans: MealPlan[];
  checkInTime: string | null;
  checkOutTime: string | null;
  destination: NamedPlace;
};

export type AccommodationPromotion = {
  code: string;
  /** translation key of the promotion's title */
  titleKey: string;
  discountPercent: number | null;
};
