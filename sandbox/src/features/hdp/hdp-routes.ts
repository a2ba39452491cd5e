/**
 * ShoppingHDPService: hotel (H) and package (DP, HGH) searches, proposals with server-side facets,
 * sorts and pages, pricing with a compulsory breakdown, alternative flights for packages,
 * selections for the cart, and a hotel's static data and promotions.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_SORT,
  MEAL_PLANS,
  PROPOSAL_PAGE_SIZE,
} from '../../../../shared/src/domain/contract';
import type { CartProductDraft } from '../../lib/cart-product';
import { daysBetween, isoDay, parseApiDate } from '../../lib/dates';
import { ok, SandboxError } from '../../lib/envelope';
import { applyFacets } from '../../lib/facets';
import { FLIGHT_SORTS, flightProposalView, toItems } from '../../lib/flight-view';
import type { Language } from '../../lib/languages';
import { money } from '../../lib/random';
import { requestBrand, requestLanguage } from '../../lib/request-brand';
import {
  pageSchema,
  paginate,
  retrieveProposalsSchema,
  sortItems,
  sortSchema,
} from '../../lib/search-request';
import { countPassengers, partySchema } from '../../lib/travellers';
import { parseInput } from '../../lib/validation';
import { brandCurrency } from '../../inventory/brands';
import { findDestination, type Destination } from '../../inventory/destinations';
import {
  flightOffers,
  flightPrice,
  flightScore,
  offerLegs,
  type FlightOffer,
  type Route,
} from '../../inventory/flights';
import { findHotel, hotelsIn, stayPrice } from '../../inventory/hotels';
import type { HdpSearch, HdpStore, Pricing } from './hdp-store';
import {
  accommodationSummary,
  freeCancellationUntil,
  HOTEL_FACET_DEFINITIONS,
  HOTEL_SORTS,
  hotelItem,
  hotelProposalView,
  proposalIdOf,
  requestedMealPlans,
  type HotelItem,
} from './hotel-view';

export type HdpOptions = {
  hdp: HdpStore;
  now: () => number;
};

const MAX_NIGHTS = 30;

const createSearchSchema = z.object({
  productType: z.enum(['H', 'DP', 'HGH']),
  destination: z.string().min(3),
  departure: z.string().min(3).optional(),
  outboundDate: z.string(),
  returnDate: z.string(),
  rooms: z.array(partySchema).min(1).max(4),
});

const pricingSchema = z.object({
  searchId: z.string().min(1),
  proposalId: z.string().min(1),
  mealPlan: z.enum(MEAL_PLANS).optional(),
});

const alternativesSchema = z.object({
  page: pageSchema.default({ number: 1, size: PROPOSAL_PAGE_SIZE }),
  sort: sortSchema.default({ ...DEFAULT_SORT }),
});

const accommodationQuery = z.object({
  accommodationId: z.string().min(1),
  language: z.string().optional(),
});

function location(code: string, field: string): Destination {
  const destination = findDestination(code);
  if (!destination)
    throw new SandboxError('VALIDATION_ERROR', `Unknown ${field} ${code}`, { field, value: code });
  return destination;
}

function packageRoute(search: HdpSearch): Route | null {
  return search.departure
    ? {
        from: search.departure,
        to: search.destination,
        outboundDate: search.outboundDate,
        returnDate: search.returnDate,
      }
    : null;
}

export const hdpRoutes: FastifyPluginAsync<HdpOptions> = async (app, { hdp, now }) => {
  /** The flight a package comes with: the best RECOMMENDED offer of its route. */
  const defaultTransport = (search: HdpSearch): FlightOffer | null => {
    const route = packageRoute(search);
    if (!route) return null;
    return flightOffers(route).reduce<FlightOffer | null>(
      (best, offer) => (best === null || flightScore(offer) < flightScore(best) ? offer : best),
      null,
    );
  };

  const searchItems = (
    search: HdpSearch,
    transport: FlightOffer | null,
    wanted: ReturnType<typeof requestedMealPlans>,
  ): HotelItem[] => {
    const today = isoDay(now());
    return hotelsIn(search.destination.code)
      .map((hotel) => hotelItem(search, hotel, transport, wanted, today))
      .filter((item): item is HotelItem => item !== null);
  };

  const pricingView = (pricing: Pricing, language: Language) => {
    const { search, hotel, transport } = pricing;
    const stay = stayPrice(hotel, {
      checkIn: search.outboundDate,
      nights: search.nights,
      rooms: search.rooms,
      mealPlan: pricing.mealPlan,
    });
    const flightLines = transport
      ? flightPrice(transport, search.passengers).lines.map((line) => ({
          ...line,
          code: `TRANSPORT_${line.code}`,
        }))
      : [];
    const breakdown = [...stay.lines, ...flightLines];
    const until = freeCancellationUntil(hotel, search.outboundDate, isoDay(now()));
    return {
      pricingId: pricing.id,
      searchId: search.id,
      proposalId: proposalIdOf(search.id, hotel.id),
      productType: search.productType,
      accommodation: accommodationSummary(hotel, search, language),
      checkIn: search.outboundDate,
      checkOut: search.returnDate,
      nights: search.nights,
      rooms: search.rooms,
      mealPlan: pricing.mealPlan,
      transport: transport
        ? flightProposalView(
            `${pricing.id}_${transport.index}`,
            transport,
            search.passengers,
            search.currency,
          )
        : null,
      cancellationPolicy: {
        freeCancellation: until !== null,
        freeCancellationUntil: until,
        penaltyPercentAfterDeadline: 100,
      },
      price: {
        currency: search.currency,
        total: money(breakdown.reduce((sum, line) => sum + line.amount, 0)),
        breakdown,
      },
    };
  };

  app.post('/api/services/app/ShoppingHDPService/CreateSearch', async (request) => {
    const input = parseInput(createSearchSchema, request.body, 'hotel search');
    const destination = location(input.destination, 'destination');
    const departure = input.departure ? location(input.departure, 'departure') : null;
    if (input.productType !== 'H' && departure === null) {
      throw new SandboxError(
        'VALIDATION_ERROR',
        `A ${input.productType} search needs a departure`,
        { field: 'departure' },
      );
    }
    if (departure?.code === destination.code) {
      throw new SandboxError('VALIDATION_ERROR', 'departure and destination are the same city', {
        city: destination.code,
      });
    }
    const outboundDate = parseApiDate(input.outboundDate, 'outboundDate');
    const returnDate = parseApiDate(input.returnDate, 'returnDate');
    const nights = daysBetween(outboundDate, returnDate);
    if (nights < 1 || nights > MAX_NIGHTS) {
      throw new SandboxError('VALIDATION_ERROR', `A stay lasts 1 to ${MAX_NIGHTS} nights`, {
        outboundDate,
        returnDate,
      });
    }
    const search = hdp.createSearch({
      productType: input.productType,
      destination,
      departure: input.productType === 'H' ? null : departure,
      outboundDate,
      returnDate,
      nights,
      rooms: input.rooms,
      passengers: countPassengers(input.rooms),
      currency: brandCurrency(requestBrand(request)),
    });
    return ok({ id: { value: search.id } });
  });

  app.post('/api/services/app/ShoppingHDPService/RetrieveProposals', async (request) => {
    const { searchId } = parseInput(
      z.object({ searchId: z.string().min(1) }),
      request.query,
      'query',
    );
    const body = parseInput(retrieveProposalsSchema, request.body, 'proposal request');
    const search = hdp.search(searchId);
    const language = requestLanguage(request, body.staticData?.language);
    if (hotelsIn(search.destination.code).length === 0) {
      throw new SandboxError('NO_CONTENT', `No accommodation in ${search.destination.code}`);
    }
    const transport = defaultTransport(search);
    const items = searchItems(search, transport, requestedMealPlans(body.facets));
    const faceted = applyFacets(items, body.facets, HOTEL_FACET_DEFINITIONS, body.filtersMetadata);
    const page = paginate(sortItems(faceted.items, body.sort, HOTEL_SORTS), body.page);
    return ok({
      searchId,
      total: page.total,
      page: page.page,
      proposals: page.items.map((item) => hotelProposalView(item, search, language)),
      transport: transport
        ? flightProposalView(
            `${search.id}_T${transport.index}`,
            transport,
            search.passengers,
            search.currency,
          )
        : null,
      ...(body.filtersMetadata ? { filtersMetadata: faceted.metadata } : {}),
      staticData: {
        language,
        destination: {
          code: search.destination.code,
          name: search.destination.names[language],
          countryCode: search.destination.countryCode,
        },
      },
    });
  });

  app.get('/api/services/app/ShoppingHDPService/RetrieveAllProposals', async (request) => {
    const { searchId } = parseInput(
      z.object({ searchId: z.string().min(1) }),
      request.query,
      'query',
    );
    const search = hdp.search(searchId);
    const items = sortItems(
      searchItems(search, defaultTransport(search), []),
      { ...DEFAULT_SORT },
      HOTEL_SORTS,
    );
    return ok({
      searchId,
      total: items.length,
      proposals: items.map((item) => ({
        id: item.id,
        accommodationId: item.hotel.id,
        name: item.hotel.name,
        stars: item.hotel.stars,
        rating: item.hotel.rating,
        deal: item.hotel.dealDiscountPercent !== null,
        coordinates: { latitude: item.hotel.latitude, longitude: item.hotel.longitude },
        price: { total: item.total, currency: search.currency },
      })),
    });
  });

  app.post('/api/services/app/ShoppingHDPService/CreatePricing', async (request) => {
    const input = parseInput(pricingSchema, request.body, 'pricing request');
    const search = hdp.search(input.searchId);
    const hotelId = input.proposalId.startsWith(`${search.id}_`)
      ? input.proposalId.slice(search.id.length + 1)
      : '';
    const hotel = findHotel(hotelId);
    if (!hotel || hotel.destinationCode !== search.destination.code) {
      throw new SandboxError('NOT_FOUND', `No proposal ${input.proposalId} in search ${search.id}`);
    }
    const offered = hotel.mealPlans.map((plan) => plan.code);
    if (input.mealPlan && !offered.includes(input.mealPlan)) {
      throw new SandboxError('VALIDATION_ERROR', `${hotel.id} does not offer ${input.mealPlan}`, {
        offered,
      });
    }
    const item = hotelItem(
      search,
      hotel,
      null,
      input.mealPlan ? [input.mealPlan] : [],
      isoDay(now()),
    );
    const pricing = hdp.createPricing({
      search,
      hotel,
      mealPlan: item?.mealPlan ?? 'ROOM_ONLY',
      transport: defaultTransport(search),
    });
    return ok({ pricingId: pricing.id });
  });

  app.get('/api/services/app/ShoppingHDPService/RetrievePricing', async (request) => {
    const { pricingId } = parseInput(
      z.object({ pricingId: z.string().min(1) }),
      request.query,
      'query',
    );
    return ok(pricingView(hdp.pricing(pricingId), requestLanguage(request, undefined)));
  });

  app.post('/api/services/app/ShoppingHDPService/GetAlternativeTransports', async (request) => {
    const { pricingId } = parseInput(
      z.object({ pricingId: z.string().min(1) }),
      request.query,
      'query',
    );
    const body = parseInput(alternativesSchema, request.body, 'alternatives request');
    const pricing = hdp.pricing(pricingId);
    const route = packageRoute(pricing.search);
    if (!route || !pricing.transport) {
      throw new SandboxError('VALIDATION_ERROR', 'Only package pricings have transports', {
        productType: pricing.search.productType,
      });
    }
    const { search } = pricing;
    const current = flightPrice(pricing.transport, search.passengers).total;
    const items = toItems(
      flightOffers(route),
      search.passengers,
      (offer) => `${pricing.id}_${offer.index}`,
    );
    const page = paginate(sortItems(items, body.sort, FLIGHT_SORTS), body.page);
    return ok({
      pricingId,
      current: flightProposalView(
        `${pricing.id}_${pricing.transport.index}`,
        pricing.transport,
        search.passengers,
        search.currency,
      ),
      total: page.total,
      page: page.page,
      alternatives: page.items.map((item) => ({
        ...flightProposalView(item.id, item.offer, search.passengers, search.currency),
        priceDifference: money(item.total - current),
      })),
    });
  });

  app.put('/api/services/app/ShoppingHDPService/UpdateTransport', async (request) => {
    const { pricingId } = parseInput(
      z.object({ pricingId: z.string().min(1) }),
      request.query,
      'query',
    );
    const { proposalId } = parseInput(
      z.object({ proposalId: z.string().min(1) }),
      request.body,
      'transport update',
    );
    const pricing = hdp.pricing(pricingId);
    const route = packageRoute(pricing.search);
    const offer =
      route && proposalId.startsWith(`${pricingId}_`)
        ? flightOffers(route)[Number(proposalId.slice(pricingId.length + 1))]
        : undefined;
    if (!offer)
      throw new SandboxError(
        'NOT_FOUND',
        `No alternative transport ${proposalId} for pricing ${pricingId}`,
      );
    return ok(
      pricingView(hdp.updateTransport(pricingId, offer), requestLanguage(request, undefined)),
    );
  });

  app.post('/api/services/app/ShoppingHDPService/CreateSelection', async (request) => {
    const { pricingId } = parseInput(
      z.object({ pricingId: z.string().min(1) }),
      request.body,
      'selection request',
    );
    const pricing = hdp.pricing(pricingId);
    const view = pricingView(pricing, 'en');
    const { search, hotel, transport } = pricing;
    const product: CartProductDraft = {
      kind: search.productType === 'H' ? 'ACCOMMODATION' : 'PACKAGE',
      productType: search.productType,
      title: hotel.name,
      startDate: search.outboundDate,
      endDate: search.returnDate,
      passengers: search.passengers,
      price: { total: view.price.total, breakdown: view.price.breakdown },
      legs: transport
        ? offerLegs(transport).map((leg, index) => ({
            legId: leg.id,
            direction: index === 0 ? 'OUTBOUND' : 'INBOUND',
            segments: leg.segments.map(
              ({ id, flightNumber, departureAirport, arrivalAirport }) => ({
                id,
                flightNumber,
                departureAirport,
                arrivalAirport,
              }),
            ),
          }))
        : [],
      details: {
        pricingId,
        accommodationId: hotel.id,
        destinationCode: search.destination.code,
        mealPlan: pricing.mealPlan,
        rooms: search.rooms,
        nights: search.nights,
        cancellationPolicy: view.cancellationPolicy,
      },
    };
    return ok({
      selectionId: hdp.createSelection(product),
      pricingId,
      price: { total: view.price.total, currency: search.currency },
    });
  });

  app.post(
    '/api/services/app/ShoppingHDPService/RetreiveAccommodationStaticData',
    async (request) => {
      const query = parseInput(accommodationQuery, request.query, 'query');
      const hotel = findHotel(query.accommodationId);
      if (!hotel) throw new SandboxError('NOT_FOUND', `No accommodation ${query.accommodationId}`);
      const language = requestLanguage(request, query.language);
      const destination = findDestination(hotel.destinationCode);
      return ok({
        id: hotel.id,
        name: hotel.name,
        description: hotel.description[language],
        stars: hotel.stars,
        rating: hotel.rating,
        reviewsCount: hotel.reviewsCount,
        propertyType: hotel.propertyType,
        address: hotel.address,
        coordinates: { latitude: hotel.latitude, longitude: hotel.longitude },
        images: hotel.images,
        amenities: hotel.amenities,
        characteristics: hotel.characteristics,
        mealPlans: hotel.mealPlans.map((plan) => plan.code),
        checkInTime: hotel.checkIn,
        checkOutTime: hotel.checkOut,
        destination: {
          code: hotel.destinationCode,
          name: destination?.names[language] ?? hotel.destinationCode,
        },
      });
    },
  );

  app.post(
    '/api/services/app/ShoppingHDPService/RetreiveAccommodationPromotion',
    async (request) => {
      const query = parseInput(accommodationQuery, request.query, 'query');
      const hotel = findHotel(query.accommodationId);
      if (!hotel) throw new SandboxError('NOT_FOUND', `No accommodation ${query.accommodationId}`);
      return ok({
        accommodationId: hotel.id,
        promotions:
          hotel.dealDiscountPercent === null
            ? []
            : [
                {
                  code: 'DEAL',
                  titleKey: 'promotion.deal.title',
                  discountPercent: hotel.dealDiscountPercent,
                },
              ],
      });
    },
  );
};
