/** Who travels: a party per room (or one party for a flight), counted the way fares are priced. */
import { z } from 'zod';

export const partySchema = z.object({
  adults: z.number().int().min(1).max(9),
  childrenAges: z.array(z.number().int().min(0).max(17)).max(6).default([]),
});
export type Party = z.infer<typeof partySchema>;

export type PassengerCounts = { adults: number; children: number; infants: number; total: number };

/** Children are 2 to 17 years old; infants are under 2. */
export function countPassengers(parties: readonly Party[]): PassengerCounts {
  const ages = parties.flatMap((party) => party.childrenAges);
  const adults = parties.reduce((sum, party) => sum + party.adults, 0);
  const infants = ages.filter((age) => age < 2).length;
  const children = ages.length - infants;
  return { adults, children, infants, total: adults + children + infants };
}

/** Fare units: an adult pays 1, a child 0.75, an infant 0.1. */
export function fareUnits(counts: PassengerCounts): number {
  return counts.adults + counts.children * 0.75 + counts.infants * 0.1;
}
