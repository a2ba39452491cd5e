/**
 * The deal search form's values and their rules (zod, the mini build: a few KB). Messages are
 * translation keys of this remote's namespace; their numbers come from `limits`.
 */
import * as z from 'zod/mini';
import { SEARCH_LIMITS } from '@storefront/shared/domain/search-url';
import type { ProductType } from '@storefront/shared/domain/contract';
import { BUDGET_LIMITS } from '../../lib/deal-filters';
import type { DealFilters } from '../../lib/deal-filters';
import { isoDaysAhead, isoToday } from '../../lib/dates';

/** What the fields hold: text, as inputs give it; '' is "any". */
export type DealSearchValues = {
  product: string;
  destination: string;
  outboundDate: string;
  returnDate: string;
  budget: string;
};

export type DealSearchLimits = {
  today: string;
  outboundMax: string;
  returnMax: string;
  budgetMin: number;
  budgetMax: number;
  /** the currency the budget is in */
  budgetCurrency: string;
};

export function dealSearchLimits(
  now: Date,
  budget: { max: number; currency: string },
): DealSearchLimits {
  return {
    today: isoToday(now),
    outboundMax: isoDaysAhead(now, SEARCH_LIMITS.outboundMaxDaysAhead),
    returnMax: isoDaysAhead(now, SEARCH_LIMITS.returnMaxDaysAhead),
    budgetMin: BUDGET_LIMITS.min,
    budgetMax: budget.max,
    budgetCurrency: budget.currency,
  };
}

const optionalDate = (invalid: string) => z.union([z.literal(''), z.iso.date(invalid)]);

export function dealSearchSchema(productTypes: readonly ProductType[], limits: DealSearchLimits) {
  return z
    .object({
      product: z
        .string()
        .check(
          z.refine((type) => productTypes.includes(type as ProductType), 'form.errors.product'),
        ),
      destination: z.string().check(z.regex(/^(|[a-z0-9_-]{2,64})$/, 'form.errors.destination')),
      outboundDate: optionalDate('form.errors.date').check(
        z.refine((date) => !date || date >= limits.today, 'form.errors.outboundPast'),
        z.refine((date) => !date || date <= limits.outboundMax, 'form.errors.outboundTooFar'),
      ),
      returnDate: optionalDate('form.errors.date').check(
        z.refine((date) => !date || date >= limits.today, 'form.errors.returnPast'),
        z.refine((date) => !date || date <= limits.returnMax, 'form.errors.returnTooFar'),
      ),
      budget: z.string().check(
        z.regex(/^\s*\d{0,9}\s*$/, 'form.errors.budget'),
        z.refine((text) => {
          if (!text.trim()) return true;
          const amount = Number(text);
          return amount >= limits.budgetMin && amount <= limits.budgetMax;
        }, 'form.errors.budget'),
      ),
    })
    .check(
      z.refine(
        (values) =>
          !values.outboundDate || !values.returnDate || values.returnDate >= values.outboundDate,
        { path: ['returnDate'], message: 'form.errors.returnBeforeOutbound' },
      ),
    );
}

export function toFormValues(filters: DealFilters, product: ProductType | null): DealSearchValues {
  return {
    product: filters.product ?? product ?? '',
    destination: filters.destination ?? '',
    outboundDate: filters.outboundDate ?? '',
    returnDate: filters.returnDate ?? '',
    budget: filters.budget === undefined ? '' : String(filters.budget),
  };
}

/** Valid form values (the schema passed) as filters. */
export function toFilters(values: DealSearchValues): DealFilters {
  const budget = values.budget.trim();
  return {
    product: (values.product || undefined) as ProductType | undefined,
    destination: values.destination || undefined,
    outboundDate: values.outboundDate || undefined,
    returnDate: values.returnDate || undefined,
    budget: budget ? Number(budget) : undefined,
  };
}
