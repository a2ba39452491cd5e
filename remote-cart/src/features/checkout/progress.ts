/** The checkout's steps, what each needs before the next, and which ones a shopper may open. */
import type { Cart, CartConfig, TravellerType } from '@storefront/shared/domain/cart';

export const STEPS = ['travellers', 'contact', 'extras', 'details', 'payment'] as const;
export type StepName = (typeof STEPS)[number];

/** The travellers the trip needs are all in the cart (with documents when it has a flight). */
export function travellersComplete(cart: Cart, config: CartConfig): boolean {
  const required = config.travellerRules.required;
  if (!required) return false;
  const count = (type: TravellerType) =>
    cart.travellers.filter((traveller) => traveller.type === type).length;
  return (
    count('ADULT') === required.adults &&
    count('CHILD') === required.children &&
    count('INFANT') === required.infants &&
    (!config.travellerRules.documentRequired ||
      cart.travellers.every((traveller) => traveller.document !== null))
  );
}

/** The steps (1-based) still to complete before paying. */
export function missingBeforePayment(cart: Cart, config: CartConfig): number[] {
  const missing: number[] = [];
  if (!travellersComplete(cart, config)) missing.push(1);
  if (!cart.contact) missing.push(2);
  return missing;
}

/** The furthest step a shopper may open: travellers first, then contact, then the rest. */
export function furthestStep(cart: Cart, config: CartConfig): number {
  if (!travellersComplete(cart, config)) return 1;
  if (!cart.contact) return 2;
  return STEPS.length;
}

/** Whether a step is done, for the progress indicator. */
export function stepDone(step: number, cart: Cart, config: CartConfig, current: number): boolean {
  if (step === 1) return travellersComplete(cart, config);
  if (step === 2) return cart.contact !== null;
  // optional steps count as done once the shopper has gone past them
  return step < current && step < STEPS.length;
}
