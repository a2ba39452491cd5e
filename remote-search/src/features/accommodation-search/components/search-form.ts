/**
 * The search form's values and their rules (zod, the form's resolver). Messages are translation
 * keys of this remote's namespace; the form translates them where it shows them.
 */
import * as z from 'zod/mini';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import { travellersSchema } from '@storefront/shared/domain/travellers';
import type { HdpProductType } from '@storefront/shared/domain/hotel';
import { HDP_PRODUCTS, needsDeparture } from '../../../lib/products';
import type { SearchSubmission } from '../hooks/useSearchState';

const place = z.nullable(z.object({ code: z.string(), name: z.string() }));

export const searchFormSchema = z
  .object({
    product: z.enum(HDP_PRODUCTS),
    destination: place,
    departure: place,
    dates: z.object({ from: z.optional(z.string()), to: z.optional(z.string()) }),
    travellers: travellersSchema,
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.destination) {
        ctx.addIssue({ code: 'custom', message: 'form.errors.destination', path: ['destination'] });
      }
      if (needsDeparture(values.product) && !values.departure) {
        ctx.addIssue({ code: 'custom', message: 'form.errors.departure', path: ['departure'] });
      } else if (
        needsDeparture(values.product) &&
        values.departure &&
        values.destination &&
        values.departure.code.toLowerCase() === values.destination.code.toLowerCase()
      ) {
        // the backend refuses a trip from a place to itself: said here, not as a failed search
        ctx.addIssue({ code: 'custom', message: 'form.errors.samePlace', path: ['departure'] });
      }
      const { from, to } = values.dates;
      if (!from || !to) {
        ctx.addIssue({ code: 'custom', message: 'form.errors.dates', path: ['dates'] });
      } else if (to <= from) {
        ctx.addIssue({ code: 'custom', message: 'form.errors.nights', path: ['dates'] });
      }
    }),
  );

export type SearchFormValues = z.infer<typeof searchFormSchema>;

const fromCode = (code: string | undefined) => (code ? { code, name: code } : null);

/** The form as the URL fills it: a place arrives as its code, which the field then names. */
export function formValuesFromSearch(
  product: HdpProductType,
  search: SearchParams,
): SearchFormValues {
  return {
    product,
    destination: fromCode(search.destination),
    departure: fromCode(search.departure),
    dates: { from: search.outboundDate, to: search.returnDate },
    travellers: { adults: search.adults, childrenAges: [...search.childrenAges] },
  };
}

/** What a valid form asks the URL for. */
export function submissionOf(values: SearchFormValues): SearchSubmission {
  return {
    product: values.product,
    destination: values.destination?.code.toLowerCase() ?? '',
    departure: needsDeparture(values.product)
      ? (values.departure?.code.toLowerCase() ?? null)
      : null,
    outboundDate: values.dates.from ?? '',
    returnDate: values.dates.to ?? '',
    adults: values.travellers.adults,
    childrenAges: values.travellers.childrenAges,
  };
}
