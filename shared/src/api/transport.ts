/**
 * ShoppingTransportService (spec section 7): flight searches (always transportType ONLY_FLIGHT,
 * spec section 5), their proposals with facets, sort, page, filtersMetadata and static data, and
 * one proposal by id.
 */
import * as z from 'zod/mini';
import { logCallError, parseWith, request } from '@storefront/shared/api/client';
import { FLIGHT_TRANSPORT_TYPE } from '../domain/contract';
import type {
  FlightProposalDetail,
  FlightProposalsPage,
  FlightSearchRequest,
} from '../domain/flight';
import type { ProposalQuery } from '../domain/proposal-search';
import {
  filtersMetadataSchema,
  flightProposalSchema,
  idSchema,
  optionalText,
  pageSchema,
  proposalRequestBody,
  toFlightProposal,
  toResultPage,
} from './wire';

const BASE = '/api/services/app/ShoppingTransportService';

const createdSchema = z.object({ searchId: idSchema });

/**
 * Creates a flight search and answers its id, or null when the search cannot be created (spec
 * section 8: the failure is logged, not thrown).
 */
export async function createFlightSearch(search: FlightSearchRequest): Promise<string | null> {
  try {
    return await request(
      {
        method: 'POST',
        url: `${BASE}/CreateSearch`,
        data: {
          productType: search.productType ?? 'F',
          departure: search.departure,
          destination: search.destination,
          outboundDate: search.outboundDate,
          returnDate: search.returnDate,
          travellers: {
            adults: search.travellers.adults,
            childrenAges: [...search.travellers.childrenAges],
          },
          transportType: FLIGHT_TRANSPORT_TYPE,
        },
      },
      parseWith(createdSchema, (wire) => wire.searchId),
    );
  } catch (error) {
    logCallError(error);
    return null;
  }
}

const staticDataSchema = z.object({
  language: z.string(),
  airlines: z.nullish(
    z.array(z.object({ code: z.string(), name: z.string(), logoUrl: optionalText })),
  ),
  airports: z.nullish(
    z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        cityCode: z.string(),
        cityName: z.string(),
      }),
    ),
  ),
});

const proposalsSchema = z.object({
  searchId: idSchema,
  total: z.number().check(z.int(), z.gte(0)),
  page: pageSchema,
  proposals: z.array(flightProposalSchema),
  filtersMetadata: filtersMetadataSchema,
  staticData: z.nullish(staticDataSchema),
});

/**
 * A page of a flight search's proposals. NO_CONTENT (no flights) and GENERIC_ERROR (retry) come
 * back as ApiErrors with those codes for the caller to act on (spec section 4).
 */
export function retrieveFlightProposals(query: ProposalQuery): Promise<FlightProposalsPage> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/RetrieveProposals`,
      params: { searchId: query.searchId },
      data: proposalRequestBody(query, true),
      ...(query.signal ? { signal: query.signal } : {}),
    },
    parseWith(proposalsSchema, (wire) => ({
      searchId: wire.searchId,
      proposals: wire.proposals.map(toFlightProposal),
      page: toResultPage(wire.page, wire.total),
      filters: wire.filtersMetadata,
      staticData: {
        language: wire.staticData?.language ?? query.language,
        airlines: (wire.staticData?.airlines ?? []).map((airline) => ({ ...airline })),
        airports: (wire.staticData?.airports ?? []).map((airport) => ({ ...airport })),
      },
    })),
  );
}

const detailSchema = z.extend(flightProposalSchema, { searchId: idSchema });

/** One flight proposal by the id a proposals page gave it. */
export function getFlightProposal(proposalId: string): Promise<FlightProposalDetail> {
  return request(
    {
      method: 'GET',
      url: `${BASE}/GetTransportProposalByProposalId`,
      params: { proposalId },
    },
    parseWith(detailSchema, (wire) => ({ ...toFlightProposal(wire), searchId: wire.searchId })),
  );
}
