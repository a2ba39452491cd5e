/**
 * What narrows a brand's deals, read from and written to the URL.
 *
 * The search URL codec of shared (`search-url.ts`) owns `product`, `destination`, `outboundDate`
 * and `returnDate`, with its rules and its translated reasons. This remote adds one parameter of
 * its own:
 *
 * - `budget`  the most a shopper pays per person, a whole number of the deals' currency units,
 *             1 to the brand's `budgetRestriction` (100,000 when the brand has none).
 *
 * A deal matches when it goes to `destination`, leaves on or after `outboundDate`, is back
 * (or, one way, leaves) on or before `returnDate`, and costs at most `budget` per person.
 */
import { parseSearchParams, writeSearchParams } from '@storefront/shared/domain/search-url';
import type { SearchParamName } from '@storefront/shared/domain/search-url';
import type { ProductType } from '@storefront/shared/domain/contract';
import type { Deal } from '@storefront/shared/domain/deal';

export const BUDGET_PARAM = 'budget';
export const BUDGET_LIMITS = { min: 1, max: 100_000 } as const;

export type DealFilters = {
  product?: ProductType;
  /** destination code, lower case */
  destination?: string;
  /** 'yyyy-MM-dd' */
  outboundDate?: string;
  returnDate?: string;
  /** per person, whole currency units */
  budget?: number;
};

/** The URL parameters the deal screens read. */
export const DEAL_FILTER_PARAMS = [
  'product',
  'destination',
  'outboundDate',
  'returnDate',
  BUDGET_PARAM,
] as const;
export type DealFilterParam = (typeof DEAL_FILTER_PARAMS)[number];

/** A value of the URL that was left out; `messageKey` is a namespaced translation key. */
export type DealFilterIssue = {
  param: DealFilterParam;
  messageKey: string;
  values?: Readonly<Record<string, number | string>>;
};

const CODEC_PARAMS: readonly SearchParamName[] = [
  'product',
  'destination',
  'outboundDate',
  'returnDate',
];

export function maxBudget(budgetRestriction: number | null | undefined): number {
  return budgetRestriction && budgetRestriction >= BUDGET_LIMITS.min
    ? Math.floor(budgetRestriction)
    : BUDGET_LIMITS.max;
}

/**
 * Reads the deal filters of a query string. Never throws: a value it cannot accept is left out
 * and reported. Only the parameters above are judged; the rest of the URL is not ours.
 */
export function readDealFilters(
  input: URLSearchParams | string,
  options: { today?: Date; maxBudget?: number } = {},
): { filters: DealFilters; issues: DealFilterIssue[] } {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const { search, issues: codecIssues } = parseSearchParams(params, { today: options.today });
  const issues: DealFilterIssue[] = codecIssues
    .filter((issue) => CODEC_PARAMS.includes(issue.param))
    .map((issue) => ({
      param: issue.param as DealFilterParam,
      messageKey: `translation:${issue.reason}`,
      ...(issue.values ? { values: issue.values } : {}),
    }));
  const filters: DealFilters = {};
  if (search.product) filters.product = search.product;
  if (search.destination) filters.destination = search.destination;
  if (search.outboundDate) filters.outboundDate = search.outboundDate;
  if (search.returnDate) filters.returnDate = search.returnDate;

  const limit = options.maxBudget ?? BUDGET_LIMITS.max;
  const [rawBudget, ...others] = params.getAll(BUDGET_PARAM);
  if (others.some((other) => other !== rawBudget)) {
    issues.push({
      param: BUDGET_PARAM,
      messageKey: 'translation:search.errors.repeated',
      values: { param: BUDGET_PARAM },
    });
  }
  if (rawBudget) {
    const budget = /^\d{1,9}$/.test(rawBudget) ? Number(rawBudget) : NaN;
    if (budget >= BUDGET_LIMITS.min && budget <= limit) filters.budget = budget;
    else {
      issues.push({
        param: BUDGET_PARAM,
        messageKey: 'deals:issues.budget',
        values: { min: BUDGET_LIMITS.min, max: limit },
      });
    }
  }
  return { filters, issues };
}

/**
 * A new URLSearchParams: `base` (left untouched) with the filters in place of its own; the
 * search codec writes its parameters in its own format, `budget` follows them.
 */
export function writeDealFilters(filters: DealFilters, base?: URLSearchParams): URLSearchParams {
  const params = writeSearchParams(
    {
      product: filters.product,
      destination: filters.destination,
      outboundDate: filters.outboundDate,
      returnDate: filters.returnDate,
    },
    base,
  );
  params.delete(BUDGET_PARAM);
  if (filters.budget !== undefined) params.set(BUDGET_PARAM, String(filters.budget));
  return params;
}

/** A deal that has not left yet (a deal leaving today still counts). */
export function isBookable(deal: Deal, today: string): boolean {
  return deal.outboundDate >= today;
}

export function matchesFilters(deal: Deal, filters: DealFilters): boolean {
  if (filters.destination && deal.destination.code.toLowerCase() !== filters.destination) {
    return false;
  }
  if (filters.outboundDate && deal.outboundDate < filters.outboundDate) return false;
  if (filters.returnDate && (deal.returnDate ?? deal.outboundDate) > filters.returnDate) {
    return false;
  }
  if (filters.budget !== undefined && deal.price.perPerson.amount > filters.budget) return false;
  return true;
}

/** The deals still bookable on `today` ('yyyy-MM-dd') that match the filters, in their order. */
export function filterDeals(deals: readonly Deal[], filters: DealFilters, today: string): Deal[] {
  return deals.filter((deal) => isBookable(deal, today) && matchesFilters(deal, filters));
}

/** The destinations of some deals, once each, sorted by name in the given language. */
export function dealDestinations(
  deals: readonly Deal[],
  language: string,
): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const deal of deals) {
    const code = deal.destination.code.toLowerCase();
    if (!byCode.has(code)) byCode.set(code, deal.destination.name);
  }
  const collator = new Intl.Collator(language);
  return [...byCode]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
