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

/**
 * What a stay's price comes to per night: the total divided by the nights, in the total's
 * currency (the whole party's price for one night, as the total is the whole party's price for
 * the stay). Null without a night to divide by.
 */
export function perNight(total: Money, nights: number): Money | null {
  if (!Number.isInteger(nights) || nights < 1) return null;
  return { amount: total.amount / nights, currency: total.currency };
}
