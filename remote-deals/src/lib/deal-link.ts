/**
 * Where a deal leads: the search screen of its product type (/H, /DP, /HGH, /F, /FF), with the
 * search the deal describes written by the shared search URL codec: product, departure (when
 * the deal has one), destination, dates and travellers.
 */
import { writeSearchParams } from '@storefront/shared/domain/search-url';
import type { Deal } from '@storefront/shared/domain/deal';

export type SearchTarget = { pathname: string; search: string };

export function dealSearchTarget(deal: Deal): SearchTarget {
  const params = writeSearchParams({
    product: deal.productType,
    departure: deal.departure?.code.toLowerCase(),
    destination: deal.destination.code.toLowerCase(),
    outboundDate: deal.outboundDate,
    returnDate: deal.returnDate ?? undefined,
    adults: deal.adults,
    childrenAges: [],
  });
  return { pathname: `/${deal.productType}`, search: `?${params.toString()}` };
}
