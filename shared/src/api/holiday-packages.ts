/**
 * ShoppingHDPService (spec section 7): hotel (H) and package (DP, HGH) searches, their proposals
 * (a page with facets, sort and static data, or all of them for a map), pricings, alternative
 * flights of a package, selections for the cart, and a hotel's static data and promotions.
 */
import * as z from 'zod/mini';
import { logCallError, parseWith, request } from '@storefront/shared/api/client';
import type {
  AccommodationDetails,
  AccommodationPromotion,
  AccommodationSummary,
  AlternativeTransports,
  HotelMapProposal,
  HotelProposal,
  HotelProposalsPage,
  HotelSearchRequest,
  Pricing,
  PricingRequest,
  Selection,
} from '../domain/hotel';
import { DEFAULT_SORT } from '../domain/contract';
import { money } from '../domain/money';
import type { ProposalQuery } from '../domain/proposal-search';
import {
  amountSchema,
  stringList,
  coordinatesSchema,
  currencySchema,
  filtersMetadataSchema,
  flightProposalSchema,
  idSchema,
  mealPlanList,
  mealPlanSchema,
  optionalText,
  pageRequest,
  pageSchema,
  partySchema,
  priceLineSchema,
  proposalRequestBody,
  toCoordinates,
  toFlightProposal,
  toPriceLines,
  toResultPage,
} from './wire';

const BASE = '/api/services/app/ShoppingHDPService';

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

const createdSchema = z.object({ id: z.object({ value: idSchema }) });

/**
 * Creates a hotel or package search and answers its id (the answer's id.value), or null when the
 * search cannot be created (spec section 8: the failure is logged, not thrown).
 */
export async function createHotelSearch(search: HotelSearchRequest): Promise<string | null> {
  try {
    return await request(
      {
        method: 'POST',
        url: `${BASE}/CreateSearch`,
        data: {
          productType: search.productType,
          destination: search.destination,
          ...(search.departure ? { departure: search.departure } : {}),
          outboundDate: search.outboundDate,
          returnDate: search.returnDate,
          rooms: search.rooms.map((room) => ({
            adults: room.adults,
            childrenAges: [...room.childrenAges],
          })),
        },
      },
      parseWith(createdSchema, (wire) => wire.id.value),
    );
  } catch (error) {
    logCallError(error);
    return null;
  }
}

const placeSchema = z.object({ code: z.string(), name: z.string() });

const addressSchema = z.pipe(
  z.nullish(
    z.object({
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      countryCode: z.string(),
    }),
  ),
  z.transform(orNull),
);

const accommodationSchema = z.object({
  id: idSchema,
  name: z.string(),
  stars: z.number().check(z.gte(0), z.lte(5)),
  rating: z.number().check(z.gte(0), z.lte(10)),
  reviewsCount: z.pipe(
    z.nullish(z.number().check(z.int(), z.gte(0))),
    z.transform((count) => count ?? 0),
  ),
  propertyType: z.string(),
  amenities: stringList,
  characteristics: stringList,
  coordinates: coordinatesSchema,
  address: addressSchema,
  mainImage: optionalText,
  images: stringList,
  destination: placeSchema,
});

function toAccommodation(wire: z.output<typeof accommodationSchema>): AccommodationSummary {
  const images = wire.images.length > 0 ? wire.images : wire.mainImage ? [wire.mainImage] : [];
  return {
    id: wire.id,
    name: wire.name,
    stars: wire.stars,
    rating: wire.rating,
    reviewsCount: wire.reviewsCount,
    propertyType: wire.propertyType,
    amenities: wire.amenities,
    characteristics: wire.characteristics,
    coordinates: toCoordinates(wire.coordinates),
    address: wire.address ? { ...wire.address } : null,
    imageUrls: images,
    destination: { ...wire.destination },
  };
}

const hotelProposalSchema = z.object({
  id: idSchema,
  accommodation: accommodationSchema,
  mealPlan: mealPlanSchema,
  mealPlans: mealPlanList,
  freeCancellationUntil: optionalText,
  dealDiscountPercent: z.pipe(
    z.nullish(z.number().check(z.gte(0), z.lte(100))),
    z.transform(orNull),
  ),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().check(z.int(), z.gte(0)),
  price: z.object({
    total: amountSchema,
    originalTotal: z.pipe(z.nullish(amountSchema), z.transform(orNull)),
    perPerson: amountSchema,
    currency: currencySchema,
  }),
});

function toHotelProposal(wire: z.output<typeof hotelProposalSchema>): HotelProposal {
  const { currency } = wire.price;
  return {
    id: wire.id,
    accommodation: toAccommodation(wire.accommodation),
    mealPlan: wire.mealPlan,
    mealPlans: wire.mealPlans,
    freeCancellationUntil: wire.freeCancellationUntil,
    dealDiscountPercent: wire.dealDiscountPercent,
    checkIn: wire.checkIn,
    checkOut: wire.checkOut,
    nights: wire.nights,
    price: {
      total: money(wire.price.total, currency),
      original:
        wire.price.originalTotal === null ? null : money(wire.price.originalTotal, currency),
      perPerson: money(wire.price.perPerson, currency),
    },
  };
}

const proposalsSchema = z.object({
  searchId: idSchema,
  total: z.number().check(z.int(), z.gte(0)),
  page: pageSchema,
  proposals: z.array(hotelProposalSchema),
  transport: z.pipe(z.nullish(flightProposalSchema), z.transform(orNull)),
  filtersMetadata: filtersMetadataSchema,
  staticData: z.object({
    language: z.string(),
    destination: z.extend(placeSchema, { countryCode: z.string() }),
  }),
});

/**
 * A page of a hotel or package search's proposals. NO_CONTENT (no accommodation) comes back as
 * an ApiError with that code.
 */
export function retrieveHotelProposals(query: ProposalQuery): Promise<HotelProposalsPage> {
  const body = proposalRequestBody(query, query.filtersMetadata === true);
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetrieveProposals`,
      params: { searchId: query.searchId },
      data: body,
      ...(query.signal ? { signal: query.signal } : {}),
    },
    parseWith(proposalsSchema, (wire) => ({
      searchId: wire.searchId,
      proposals: wire.proposals.map(toHotelProposal),
      page: toResultPage(wire.page, wire.total),
      transport: wire.transport ? toFlightProposal(wire.transport) : null,
      filters: wire.filtersMetadata,
      language: wire.staticData.language,
      destination: { ...wire.staticData.destination },
    })),
  );
}

const allProposalsSchema = z.object({
  proposals: z.array(
    z.object({
      id: idSchema,
      accommodationId: idSchema,
      name: z.string(),
      stars: z.number().check(z.gte(0), z.lte(5)),
      rating: z.number().check(z.gte(0), z.lte(10)),
      deal: z.pipe(
        z.nullish(z.boolean()),
        z.transform((deal) => deal ?? false),
      ),
      coordinates: coordinatesSchema,
      price: z.object({ total: amountSchema, currency: currencySchema }),
    }),
  ),
});

/** Every hotel of a search, unpaged and unfiltered, as map pins. */
export function retrieveAllHotelProposals(searchId: string): Promise<HotelMapProposal[]> {
  return request(
    { method: 'GET', url: `${BASE}/RetrieveAllProposals`, params: { searchId } },
    parseWith(allProposalsSchema, (wire) =>
      wire.proposals.map((item): HotelMapProposal => ({
        id: item.id,
        accommodationId: item.accommodationId,
        name: item.name,
        stars: item.stars,
        rating: item.rating,
        deal: item.deal,
        coordinates: toCoordinates(item.coordinates),
        price: money(item.price.total, item.price.currency),
      })),
    ),
  );
}

const pricingIdSchema = z.object({ pricingId: idSchema });

/** Prices one proposal (optionally with another meal plan) and answers the pricing's id. */
export function createPricing(input: PricingRequest): Promise<string> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/CreatePricing`,
      data: {
        searchId: input.searchId,
        proposalId: input.proposalId,
        ...(input.mealPlan ? { mealPlan: input.mealPlan } : {}),
      },
    },
    parseWith(pricingIdSchema, (wire) => wire.pricingId),
  );
}

const pricingSchema = z.object({
  pricingId: idSchema,
  searchId: idSchema,
  proposalId: idSchema,
  productType: z.enum(['H', 'DP', 'HGH']),
  accommodation: accommodationSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().check(z.int(), z.gte(0)),
  rooms: z.array(partySchema),
  mealPlan: mealPlanSchema,
  transport: z.pipe(z.nullish(flightProposalSchema), z.transform(orNull)),
  cancellationPolicy: z.nullish(
    z.object({
      freeCancellation: z.boolean(),
      freeCancellationUntil: optionalText,
      penaltyPercentAfterDeadline: z.pipe(z.nullish(z.number()), z.transform(orNull)),
    }),
  ),
  price: z.object({
    currency: currencySchema,
    total: amountSchema,
    breakdown: z.array(priceLineSchema),
  }),
});

const toPricing = parseWith(pricingSchema, (wire): Pricing => ({
  pricingId: wire.pricingId,
  searchId: wire.searchId,
  proposalId: wire.proposalId,
  productType: wire.productType,
  accommodation: toAccommodation(wire.accommodation),
  checkIn: wire.checkIn,
  checkOut: wire.checkOut,
  nights: wire.nights,
  rooms: wire.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges })),
  mealPlan: wire.mealPlan,
  transport: wire.transport ? toFlightProposal(wire.transport) : null,
  cancellationPolicy: {
    freeCancellation: wire.cancellationPolicy?.freeCancellation ?? false,
    freeCancellationUntil: wire.cancellationPolicy?.freeCancellationUntil ?? null,
    penaltyPercentAfterDeadline: wire.cancellationPolicy?.penaltyPercentAfterDeadline ?? null,
  },
  price: {
    total: money(wire.price.total, wire.price.currency),
    breakdown: toPriceLines(wire.price.breakdown, wire.price.currency),
  },
}));

/** A pricing with its compulsory breakdown. */
export function retrievePricing(pricingId: string): Promise<Pricing> {
  return request(
    { method: 'GET', url: `${BASE}/RetrievePricing`, params: { pricingId } },
    toPricing,
  );
}

const selectionSchema = z.object({
  selectionId: idSchema,
  pricingId: idSchema,
  price: z.object({ total: amountSchema, currency: currencySchema }),
});

/** Freezes a pricing into a selection the cart can take (AddProductToCart, type SELECTION). */
export function createSelection(pricingId: string): Promise<Selection> {
  return request(
    { method: 'POST', url: `${BASE}/CreateSelection`, data: { pricingId } },
    parseWith(selectionSchema, (wire) => ({
      selectionId: wire.selectionId,
      pricingId: wire.pricingId,
      price: money(wire.price.total, wire.price.currency),
    })),
  );
}

const alternativesSchema = z.object({
  pricingId: idSchema,
  current: flightProposalSchema,
  total: z.number().check(z.int(), z.gte(0)),
  page: pageSchema,
  alternatives: z.array(z.extend(flightProposalSchema, { priceDifference: amountSchema })),
});

export type AlternativeTransportsQuery = Pick<ProposalQuery, 'sort' | 'page' | 'pageSize'> & {
  pricingId: string;
};

/** Other flights a package pricing can take, a page at a time. */
export function getAlternativeTransports(
  query: AlternativeTransportsQuery,
): Promise<AlternativeTransports> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/GetAlternativeTransports`,
      params: { pricingId: query.pricingId },
      data: { page: pageRequest(query), sort: query.sort ?? { ...DEFAULT_SORT } },
    },
    parseWith(alternativesSchema, (wire) => ({
      pricingId: wire.pricingId,
      current: toFlightProposal(wire.current),
      alternatives: wire.alternatives.map((alternative) => ({
        ...toFlightProposal(alternative),
        priceDifference: money(alternative.priceDifference, alternative.price.currency),
      })),
      page: toResultPage(wire.page, wire.total),
    })),
  );
}

/** Puts another flight (an alternative's id) into a package pricing; answers the new pricing. */
export function updateTransport(pricingId: string, proposalId: string): Promise<Pricing> {
  return request(
    {
      method: 'PUT',
      url: `${BASE}/UpdateTransport`,
      params: { pricingId },
      data: { proposalId },
    },
    toPricing,
  );
}

const staticDataSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  stars: z.number().check(z.gte(0), z.lte(5)),
  rating: z.number().check(z.gte(0), z.lte(10)),
  reviewsCount: z.pipe(
    z.nullish(z.number().check(z.int(), z.gte(0))),
    z.transform((count) => count ?? 0),
  ),
  propertyType: z.string(),
  address: addressSchema,
  coordinates: coordinatesSchema,
  images: stringList,
  amenities: stringList,
  characteristics: stringList,
  mealPlans: mealPlanList,
  checkInTime: optionalText,
  checkOutTime: optionalText,
  destination: placeSchema,
});

/** A hotel's description, pictures, amenities and times, in a language ('es', 'en' …). */
export function retrieveAccommodationStaticData(
  accommodationId: string,
  language?: string,
): Promise<AccommodationDetails> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetreiveAccommodationStaticData`,
      params: { accommodationId, ...(language ? { language } : {}) },
    },
    parseWith(staticDataSchema, (wire) => ({
      id: wire.id,
      name: wire.name,
      description: wire.description,
      stars: wire.stars,
      rating: wire.rating,
      reviewsCount: wire.reviewsCount,
      propertyType: wire.propertyType,
      address: wire.address ? { ...wire.address } : null,
      coordinates: toCoordinates(wire.coordinates),
      imageUrls: wire.images,
      amenities: wire.amenities,
      characteristics: wire.characteristics,
      mealPlans: wire.mealPlans,
      checkInTime: wire.checkInTime,
      checkOutTime: wire.checkOutTime,
      destination: { ...wire.destination },
    })),
  );
}

const promotionsSchema = z.object({
  promotions: z.array(
    z.object({
      code: z.string(),
      titleKey: z.string(),
      discountPercent: z.pipe(
        z.nullish(z.number().check(z.gte(0), z.lte(100))),
        z.transform(orNull),
      ),
    }),
  ),
});

/** A hotel's promotions (empty when it has none). */
export function retrieveAccommodationPromotions(
  accommodationId: string,
): Promise<AccommodationPromotion[]> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetreiveAccommodationPromotion`,
      params: { accommodationId },
    },
    parseWith(promotionsSchema, (wire) => wire.promotions.map((promotion) => ({ ...promotion }))),
  );
}
