/**
 * Wire pieces several services share (prices, pages, filter metadata, flight proposals) and how
 * each becomes its domain type. Internal to the api modules: screens never import this file.
 *
 * Schemas are strict about what the storefront needs (ids, prices, what a screen branches on) and
 * lenient elsewhere: unknown keys are dropped, a missing optional field becomes null, an unknown
 * code in a list of codes is left out rather than failing the whole answer.
 */
import * as z from 'zod/mini';
import { DEFAULT_SORT, LUGGAGE_VALUES, MEAL_PLANS, PROPOSAL_PAGE_SIZE } from '../domain/contract';
import type { MealPlan } from '../domain/contract';
import type { FlightLeg, FlightProposal, FlightSegment } from '../domain/flight';
import type { Coordinates } from '../domain/location';
import { money } from '../domain/money';
import type { PriceLine } from '../domain/money';
import type { FilterMetadata, ProposalQuery, ResultPage } from '../domain/proposal-search';
import { idSchema, optionalText } from './wire-text';

export { idSchema, optionalText };

/** zod's numbers are finite already: classic zod's `.finite()` added nothing. */
export const amountSchema = z.number();
export const currencySchema = z.string().check(z.minLength(3), z.maxLength(3));

/** A list of codes or URLs: anything that is not a string is dropped, order kept. */
export const stringList = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((values) =>
    (values ?? []).filter((value): value is string => typeof value === 'string'),
  ),
);

const isMealPlan = (value: unknown): value is MealPlan =>
  typeof value === 'string' && (MEAL_PLANS as readonly string[]).includes(value);

/** Meal plan codes the storefront knows; an unknown one is left out. */
export const mealPlanList = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((values) => (values ?? []).filter(isMealPlan)),
);

export const mealPlanSchema = z.enum(MEAL_PLANS);

export const coordinatesSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});
export const toCoordinates = (wire: z.output<typeof coordinatesSchema>): Coordinates => ({
  latitude: wire.latitude,
  longitude: wire.longitude,
});

export const partySchema = z.object({
  adults: z.number().check(z.int(), z.gte(0)),
  childrenAges: z.pipe(
    z.nullish(z.array(z.number().check(z.int(), z.gte(0)))),
    z.transform((ages) => ages ?? []),
  ),
});

export const priceLineSchema = z.object({
  code: z.string(),
  amount: amountSchema,
  compulsory: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? true),
  ),
});
export const toPriceLines = (
  lines: readonly z.output<typeof priceLineSchema>[] | null | undefined,
  currency: string,
): PriceLine[] =>
  (lines ?? []).map((line) => ({
    code: line.code,
    amount: money(line.amount, currency),
    compulsory: line.compulsory,
  }));

/** A page as the backend numbers it (from 1), with the total of items across pages. */
export const pageSchema = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  size: z.number().check(z.int(), z.gte(1)),
  totalPages: z.number().check(z.int(), z.gte(0)),
});
export const toResultPage = (
  page: z.output<typeof pageSchema>,
  totalItems: number,
): ResultPage => ({
  number: page.number,
  size: page.size,
  totalPages: page.totalPages,
  totalItems,
});

const boundSchema = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => v ?? null),
);
const edgeSchema = z.pipe(
  z.nullish(z.number()),
  z.transform((v) => v ?? null),
);
const filterMetadataSchema = z.discriminatedUnion('type', [
  z.object({
    name: z.string(),
    type: z.literal('VALUES'),
    values: z.array(z.object({ value: z.string(), count: z.number().check(z.int(), z.gte(0)) })),
  }),
  z.object({ name: z.string(), type: z.literal('RANGE'), min: boundSchema, max: boundSchema }),
  z.object({
    name: z.string(),
    type: z.literal('BOUNDS'),
    south: edgeSchema,
    west: edgeSchema,
    north: edgeSchema,
    east: edgeSchema,
  }),
]);

/** filtersMetadata: null when not sent; an entry of a kind the storefront does not know is left out. */
export const filtersMetadataSchema = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((entries): FilterMetadata[] | null =>
    entries === null || entries === undefined
      ? null
      : entries.flatMap((entry) => {
          const parsed = filterMetadataSchema.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        }),
  ),
);

/** The page of a request: page 1 of PROPOSAL_PAGE_SIZE unless asked otherwise. */
export function pageRequest(query: Pick<ProposalQuery, 'page' | 'pageSize'>) {
  return { number: query.page ?? 1, size: query.pageSize ?? PROPOSAL_PAGE_SIZE };
}

/** The body of a proposal retrieval (spec section 3, "Search result request"). */
export function proposalRequestBody(query: ProposalQuery, withMetadata: boolean) {
  return {
    page: pageRequest(query),
    facets: [...(query.facets ?? [])],
    sort: query.sort ?? { ...DEFAULT_SORT },
    staticData: { language: query.language },
    ...(withMetadata ? { filtersMetadata: query.filtersMetadata ?? false } : {}),
  };
}

const endpointSchema = z.object({ airport: z.string(), dateTime: z.string() });

const segmentSchema = z.object({
  id: idSchema,
  flightNumber: z.string(),
  airlineCode: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  durationMinutes: z.number().check(z.int(), z.gte(0)),
});

const legSchema = z.object({
  id: idSchema,
  airlineCode: z.string(),
  departure: endpointSchema,
  arrival: endpointSchema,
  durationMinutes: z.number().check(z.int(), z.gte(0)),
  stops: z.number().check(z.int(), z.gte(0)),
  connections: z.pipe(
    z.nullish(
      z.array(z.object({ airport: z.string(), minutes: z.number().check(z.int(), z.gte(0)) })),
    ),
    z.transform((connections) => connections ?? []),
  ),
  segments: z.array(segmentSchema).check(z.minLength(1)),
});

export const flightProposalSchema = z.object({
  id: idSchema,
  tripType: z.enum(['ONE_WAY', 'RETURN']),
  outbound: legSchema,
  inbound: z.pipe(
    z.nullish(legSchema),
    z.transform((leg) => leg ?? null),
  ),
  luggage: z.enum(LUGGAGE_VALUES),
  airlines: stringList,
  seatsLeft: z.pipe(
    z.nullish(z.number().check(z.int())),
    z.transform((seats) => seats ?? null),
  ),
  price: z.object({
    total: amountSchema,
    perAdult: amountSchema,
    currency: currencySchema,
    breakdown: z.nullish(z.array(priceLineSchema)),
  }),
});

const toSegment = (wire: z.output<typeof segmentSchema>): FlightSegment => ({
  id: wire.id,
  flightNumber: wire.flightNumber,
  airlineCode: wire.airlineCode,
  departure: { airport: wire.departureAirport, dateTime: wire.departureDateTime },
  arrival: { airport: wire.arrivalAirport, dateTime: wire.arrivalDateTime },
  durationMinutes: wire.durationMinutes,
});

const toLeg = (wire: z.output<typeof legSchema>): FlightLeg => ({
  id: wire.id,
  airlineCode: wire.airlineCode,
  departure: { ...wire.departure },
  arrival: { ...wire.arrival },
  durationMinutes: wire.durationMinutes,
  stops: wire.stops,
  connections: wire.connections.map((connection) => ({ ...connection })),
  segments: wire.segments.map(toSegment),
});

export function toFlightProposal(wire: z.output<typeof flightProposalSchema>): FlightProposal {
  const { currency } = wire.price;
  return {
    id: wire.id,
    tripType: wire.tripType,
    outbound: toLeg(wire.outbound),
    inbound: wire.inbound ? toLeg(wire.inbound) : null,
    luggage: wire.luggage,
    airlines: wire.airlines,
    seatsLeft: wire.seatsLeft,
    price: {
      total: money(wire.price.total, currency),
      perAdult: money(wire.price.perAdult, currency),
      breakdown: toPriceLines(wire.price.breakdown, currency),
    },
  };
}
