/** ShoppingTransportService: flight searches, their proposals, and one proposal by id. */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { FLIGHT_TRANSPORT_TYPE } from '../../../../shared/src/domain/contract';
import { parseApiDate } from '../../lib/dates';
import { ok, SandboxError } from '../../lib/envelope';
import { applyFacets } from '../../lib/facets';
import { requestBrand, requestLanguage } from '../../lib/request-brand';
import { paginate, retrieveProposalsSchema, sortItems } from '../../lib/search-request';
import { partySchema } from '../../lib/travellers';
import { parseInput } from '../../lib/validation';
import { brandCurrency } from '../../inventory/brands';
import { findDestination, type Destination } from '../../inventory/destinations';
import { flightOffers } from '../../inventory/flights';
import {
  FLIGHT_FACET_DEFINITIONS,
  FLIGHT_SORTS,
  flightProposalView,
  flightStaticData,
  toItems,
} from '../../lib/flight-view';
import { proposalId, type TransportStore } from './transport-store';

const createSearchSchema = z.object({
  departure: z.string().min(3),
  destination: z.string().min(3),
  outboundDate: z.string(),
  returnDate: z.string().nullish(),
  travellers: partySchema,
  transportType: z.string(),
  productType: z.enum(['F', 'FF']).default('F'),
});

function location(code: string, field: string): Destination {
  const destination = findDestination(code);
  if (!destination)
    throw new SandboxError('VALIDATION_ERROR', `Unknown ${field} ${code}`, { field, value: code });
  return destination;
}

export const transportRoutes: FastifyPluginAsync<{ transport: TransportStore }> = async (
  app,
  { transport },
) => {
  app.post('/api/services/app/ShoppingTransportService/CreateSearch', async (request) => {
    const input = parseInput(createSearchSchema, request.body, 'flight search');
    if (input.transportType !== FLIGHT_TRANSPORT_TYPE) {
      throw new SandboxError('VALIDATION_ERROR', `transportType must be ${FLIGHT_TRANSPORT_TYPE}`, {
        field: 'transportType',
        value: input.transportType,
      });
    }
    const from = location(input.departure, 'departure');
    const to = location(input.destination, 'destination');
    if (from.code === to.code) {
      throw new SandboxError('VALIDATION_ERROR', 'departure and destination are the same city', {
        city: from.code,
      });
    }
    const outboundDate = parseApiDate(input.outboundDate, 'outboundDate');
    const returnDate = input.returnDate ? parseApiDate(input.returnDate, 'returnDate') : null;
    if (returnDate !== null && returnDate < outboundDate) {
      throw new SandboxError('VALIDATION_ERROR', 'returnDate is before outboundDate', {
        outboundDate,
        returnDate,
      });
    }
    const search = transport.create({
      productType: input.productType,
      route: { from, to, outboundDate, returnDate },
      party: input.travellers,
      currency: brandCurrency(requestBrand(request)),
    });
    return ok({ searchId: search.id });
  });

  app.post('/api/services/app/ShoppingTransportService/RetrieveProposals', async (request) => {
    const { searchId } = parseInput(
      z.object({ searchId: z.string().min(1) }),
      request.query,
      'query',
    );
    const body = parseInput(retrieveProposalsSchema, request.body, 'proposal request');
    const search = transport.get(searchId);
    const offers = flightOffers(search.route);
    if (offers.length === 0) throw new SandboxError('NO_CONTENT', 'No flights for this search');
    const items = toItems(offers, search.passengers, (offer) => proposalId(search.id, offer));
    const faceted = applyFacets(items, body.facets, FLIGHT_FACET_DEFINITIONS, body.filtersMetadata);
    const page = paginate(sortItems(faceted.items, body.sort, FLIGHT_SORTS), body.page);
    return ok({
      searchId,
      total: page.total,
      page: page.page,
      proposals: page.items.map((item) =>
        flightProposalView(item.id, item.offer, search.passengers, search.currency),
      ),
      ...(body.filtersMetadata ? { filtersMetadata: faceted.metadata } : {}),
      staticData: flightStaticData(offers, requestLanguage(request, body.staticData?.language)),
    });
  });

  app.get(
    '/api/services/app/ShoppingTransportService/GetTransportProposalByProposalId',
    async (request) => {
      const query = parseInput(z.object({ proposalId: z.string().min(1) }), request.query, 'query');
      const { search, offer } = transport.findProposal(query.proposalId);
      return ok({
        searchId: search.id,
        ...flightProposalView(query.proposalId, offer, search.passengers, search.currency),
      });
    },
  );
};
