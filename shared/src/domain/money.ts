/**
 * One representation for every amount the storefront shows or sends: a decimal amount in
 * currency units (cents as fractions, e.g. 129.5) with its ISO 4217 currency code. The API edge
 * turns every backend price into a Money; screens format it with format.ts (formatMoney, formatPrice).
 */
export type Money = { amount: number; currency: string };

/** One line of a price breakdown (ACCOMMODATION, MEAL_PLAN, CITY_TAX, FARE, TAXES …). */
export type PriceLine = { code: string; amount: Money; compulsory: boolean };

/** A total with the lines it is made of. */
export type PriceBreakdown = { total: Money; breakdown: PriceLine[] };

export function money(amount: number, currency: string): Money {
  return { amount, currency };
}
