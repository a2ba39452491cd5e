/**
 * Points prices for signed-in members of a brand that converts prices to points
 * (pointsConversionRate, with its customPointsLabel or the default word for points).
 */
import { useMemo } from 'react';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { isSignedInMember } from '../lib/member';

export type PointsRule = { rate: number; label: string | null };

/** The brand's points rule: null when the brand has none. */
export function useBrandPoints(): PointsRule | null {
  const brand = useStateValue(brandConfigAtom);
  const rate = brand?.brand.pointsConversionRate ?? null;
  const label = brand?.brand.customPointsLabel ?? null;
  return useMemo(() => (rate && rate > 0 ? { rate, label } : null), [rate, label]);
}

/** The points rule when the shopper is a signed-in member of a points brand; else null. */
export function useMemberPoints(): PointsRule | null {
  const rule = useBrandPoints();
  const signedIn = useMemo(() => isSignedInMember(), []);
  return signedIn ? rule : null;
}
