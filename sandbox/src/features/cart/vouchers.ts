/**
 * Voucher codes the cart knows. SANDBOX10 takes 10 % off (at most 200), WELCOME50 takes 50 off a
 * cart of 200 or more; EXPIRED2020 is known but expired; any other code is unknown.
 */
import { SandboxError } from '../../lib/envelope';
import { money } from '../../lib/random';

export type Voucher = {
  code: string;
  description: string;
  /** The discount on a products total; 0 when the voucher does not apply (any more). */
  discountFor(total: number): number;
  minimumTotal: number;
};

const VOUCHERS: Record<string, Voucher> = {
  SANDBOX10: {
    code: 'SANDBOX10',
    description: '10% off, up to 200',
    minimumTotal: 0,
    discountFor: (total) => money(Math.min(total * 0.1, 200)),
  },
  WELCOME50: {
    code: 'WELCOME50',
    description: '50 off a booking of 200 or more',
    minimumTotal: 200,
    discountFor: (total) => (total >= 200 ? 50 : 0),
  },
};

const EXPIRED = new Set(['EXPIRED2020']);

/** The voucher for a code (case-insensitive), or VOUCHER_INVALID with the reason in details. */
export function findVoucher(code: string, productsTotal: number): Voucher {
  const normalized = code.trim().toUpperCase();
  if (EXPIRED.has(normalized)) {
    throw new SandboxError('VOUCHER_INVALID', `Voucher ${normalized} has expired`, {
      code: normalized,
      reason: 'EXPIRED',
    });
  }
  const voucher = VOUCHERS[normalized];
  if (!voucher) {
    throw new SandboxError('VOUCHER_INVALID', `Voucher ${normalized} does not exist`, {
      code: normalized,
      reason: 'UNKNOWN',
    });
  }
  if (productsTotal < voucher.minimumTotal) {
    throw new SandboxError(
      'VOUCHER_INVALID',
      `Voucher ${normalized} needs a total of ${voucher.minimumTotal}`,
      {
        code: normalized,
        reason: 'MINIMUM_TOTAL',
        minimumTotal: voucher.minimumTotal,
      },
    );
  }
  return voucher;
}
