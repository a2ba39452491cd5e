import type { CartT } from '../lib/i18n';
import type { CartProductKind } from '@storefront/shared/domain/cart';

const ANCILLARIES: readonly CartProductKind[] = ['SEAT_SELECTION', 'INSURANCE', 'EXTRA_LUGGAGE'];

/** A product's name: the backend's title for a trip, a translated name for an ancillary. */
export function productTitle(t: CartT, kind: CartProductKind, title: string): string {
  if (!ANCILLARIES.includes(kind)) return title;
  return t(`ancillary.names.${title}`, { defaultValue: t(`kind.${kind}`) });
}

export function isTrip(kind: CartProductKind): boolean {
  return !ANCILLARIES.includes(kind);
}
