/**
 * Prices in a brand's loyalty points (member search). Assumption, to confirm with the product
 * owner (the spec names `pointsConversionRate` without defining it): the rate is the value of one
 * point in the brand's currency, so 0.01 means a point is worth 0.01 €, and 129.50 € is 12,950
 * points. Points are whole: a fraction of a point is rounded up, never in the shopper's favour
 * beyond what the currency price says.
 */
export function toPoints(amount: number, pointsConversionRate: number): number | null {
  if (!(pointsConversionRate > 0) || !Number.isFinite(amount)) return null;
  // divide through integers of cents first so that 129.5 / 0.01 gives 12950, not 12950.000000002
  const points = Math.round((amount / pointsConversionRate) * 1e6) / 1e6;
  return Math.ceil(points);
}
