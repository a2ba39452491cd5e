/**
 * Who travels: the adults, and each child with an age (spec sections 3 and 9). One rule for every
 * place that takes travellers: the search forms, the flight form and the search-URL codec.
 */
import * as z from 'zod/mini';

export const TRAVELLER_LIMITS = {
  adults: { min: 1, max: 9, default: 2 },
  childAge: { min: 0, max: 17 },
  maxChildren: 6,
} as const;

const { adults, childAge, maxChildren } = TRAVELLER_LIMITS;

export const adultsSchema = z.int().check(z.gte(adults.min), z.lte(adults.max));
export const childAgeSchema = z.int().check(z.gte(childAge.min), z.lte(childAge.max));
export const childrenAgesSchema = z.readonly(
  z.array(childAgeSchema).check(z.maxLength(maxChildren)),
);

/** The travellers of a search. Ages are read-only: a change makes a new value. */
export const travellersSchema = z.object({
  adults: adultsSchema,
  childrenAges: childrenAgesSchema,
});
export type Travellers = z.infer<typeof travellersSchema>;
