/**
 * Deals (spec section 7): the deals of a business profile (Deals/GetDealsByBP). Each deal is read
 * on its own: one the storefront cannot show (a product type it does not sell, a date that is not
 * a calendar date, a missing price) is left out rather than hiding every other deal; an answer
 * with deals of which none can be read is malformed. A null result is a profile without deals.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import { PRODUCT_TYPES } from '../domain/contract';
import type { Deal, DealInclusion } from '../domain/deal';
import { money } from '../domain/money';
import { amountSchema, currencySchema, idSchema, mealPlanSchema, optionalText } from './wire';

const INCLUSIONS = ['FLIGHT', 'ACCOMMODATION', 'TRANSFER', 'MEAL_PLAN'] as const;
const isInclusion = (value: unknown): value is DealInclusion =>
  typeof value === 'string' && (INCLUSIONS as readonly string[]).includes(value);

const placeSchema = z.object({ code: z.string(), name: z.string() });
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

const dealSchema = z.object({
  id: idSchema,
  businessProfile: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  title: z.string(),
  imageUrl: optionalText,
  destination: placeSchema,
  departure: z.pipe(z.nullish(placeSchema), z.transform(orNull)),
  accommodation: z.pipe(
    z.nullish(
      z.object({
        id: idSchema,
        name: z.string(),
        stars: z.number().check(z.gte(0), z.lte(5)),
      }),
    ),
    z.transform(orNull),
  ),
  outboundDate: z.iso.date(),
  returnDate: z.pipe(z.nullish(z.iso.date()), z.transform(orNull)),
  nights: z.pipe(z.nullish(z.number().check(z.int(), z.gte(0))), z.transform(orNull)),
  adults: z.number().check(z.int(), z.gte(1)),
  includes: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((values) => (values ?? []).filter(isInclusion)),
  ),
  mealPlan: z.pipe(z.catch(z.nullish(mealPlanSchema), null), z.transform(orNull)),
  price: z.object({
    perPerson: amountSchema,
    originalPerPerson: z.pipe(z.nullish(amountSchema), z.transform(orNull)),
    currency: currencySchema,
  }),
});

const dealsSchema = z.nullable(z.object({ items: z.array(z.unknown()) }));

function toDeal(deal: z.output<typeof dealSchema>): Deal {
  return {
    id: deal.id,
    businessProfile: deal.businessProfile,
    productType: deal.productType,
    title: deal.title,
    imageUrl: deal.imageUrl,
    destination: { ...deal.destination },
    departure: deal.departure ? { ...deal.departure } : null,
    accommodation: deal.accommodation ? { ...deal.accommodation } : null,
    outboundDate: deal.outboundDate,
    returnDate: deal.returnDate,
    nights: deal.nights,
    adults: deal.adults,
    includes: deal.includes,
    mealPlan: deal.mealPlan,
    price: {
      perPerson: money(deal.price.perPerson, deal.price.currency),
      originalPerPerson:
        deal.price.originalPerPerson === null
          ? null
          : money(deal.price.originalPerPerson, deal.price.currency),
    },
  };
}

/** The deals of a business profile (the brand's profile for a product type). */
export function getDealsByBusinessProfile(businessProfile: string): Promise<Deal[]> {
  return request(
    { method: 'GET', url: '/api/services/app/Deals/GetDealsByBP', params: { businessProfile } },
    parseWith(dealsSchema, (wire) => {
      const items = wire?.items ?? [];
      const deals = items.flatMap((item) => {
        const read = z.safeParse(dealSchema, item);
        return read.success ? [toDeal(read.data)] : [];
      });
      if (items.length > 0 && deals.length === 0) {
        throw new Error(`none of the ${items.length} deals can be read`);
      }
      return deals;
    }),
  );
}
