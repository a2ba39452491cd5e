/** Deals (spec section 7): the deals of a business profile (Deals/GetDealsByBP). */
import * as z from 'zod';
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
  departure: placeSchema.nullish().transform(orNull),
  accommodation: z
    .object({ id: idSchema, name: z.string(), stars: z.number().int().min(0).max(5) })
    .nullish()
    .transform(orNull),
  outboundDate: z.string(),
  returnDate: optionalText,
  nights: z.number().int().min(0).nullish().transform(orNull),
  adults: z.number().int().min(1),
  includes: z
    .array(z.unknown())
    .nullish()
    .transform((values) => (values ?? []).filter(isInclusion)),
  mealPlan: mealPlanSchema.nullish().catch(null).transform(orNull),
  price: z.object({
    perPerson: amountSchema,
    originalPerPerson: amountSchema.nullish().transform(orNull),
    currency: currencySchema,
  }),
});

const dealsSchema = z.object({ items: z.array(dealSchema) });

/** The deals of a business profile (the brand's profile for a product type). */
export function getDealsByBusinessProfile(businessProfile: string): Promise<Deal[]> {
  return request(
    { method: 'GET', url: '/api/services/app/Deals/GetDealsByBP', params: { businessProfile } },
    parseWith(dealsSchema, (wire) =>
      wire.items.map((deal): Deal => ({
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
      })),
    ),
  );
}
