import { voucherRefusalKey } from './voucher-refusal';

describe('voucher refusal', () => {
  it('explains each reason the backend gives by its own message', () => {
    expect(voucherRefusalKey('EXPIRED')).toBe('voucher.refused.EXPIRED');
    expect(voucherRefusalKey('UNKNOWN')).toBe('voucher.refused.UNKNOWN');
    expect(voucherRefusalKey('MINIMUM_TOTAL')).toBe('voucher.refused.MINIMUM_TOTAL');
  });

  it('falls back to the general message for no reason or one it does not know', () => {
    expect(voucherRefusalKey(null)).toBe('voucher.invalid');
    expect(voucherRefusalKey('SOMETHING_NEW')).toBe('voucher.invalid');
  });
});
