/**
 * Why a voucher code was refused, as the backend says it (VOUCHER_INVALID's `details.reason`:
 * EXPIRED, UNKNOWN or MINIMUM_TOTAL), turned into the message that explains it.
 */
const REFUSAL_REASONS = ['EXPIRED', 'UNKNOWN', 'MINIMUM_TOTAL'] as const;

/** The message key of a refused code: its reason's, or the general one for any other reason. */
export function voucherRefusalKey(reason: string | null): string {
  const known = REFUSAL_REASONS.find((candidate) => candidate === reason);
  return known ? `voucher.refused.${known}` : 'voucher.invalid';
}
