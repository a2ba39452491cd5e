import {
  CONFIRMED_PAYMENTS_KEPT,
  confirmedPayment,
  rememberConfirmedPayment,
  withPaymentLock,
} from './confirmed-payments';

const confirmed = (n: number) => ({
  paymentId: `pay-${n}`,
  cartId: `cart-${n}`,
  orderId: `o-${n}`,
});

describe('confirmed payments', () => {
  beforeEach(() => localStorage.clear());

  it('knows a payment once it is remembered, in local storage where every tab finds it', () => {
    expect(confirmedPayment('pay-1')).toBeNull();
    rememberConfirmedPayment(confirmed(1));
    expect(confirmedPayment('pay-1')).toEqual(confirmed(1));
    expect(confirmedPayment('pay-2')).toBeNull();
    expect(localStorage.getItem('storefront.cart.confirmedPayments')).toContain('pay-1');
  });

  it('keeps the newest payments only, and one entry per payment', () => {
    for (let n = 0; n <= CONFIRMED_PAYMENTS_KEPT; n += 1) rememberConfirmedPayment(confirmed(n));
    rememberConfirmedPayment(confirmed(CONFIRMED_PAYMENTS_KEPT));
    expect(confirmedPayment('pay-0')).toBeNull();
    expect(confirmedPayment('pay-1')).toEqual(confirmed(1));
    const kept = JSON.parse(localStorage.getItem('storefront.cart.confirmedPayments') ?? '[]');
    expect(kept).toHaveLength(CONFIRMED_PAYMENTS_KEPT);
  });

  it('reads nothing from a stored value of another shape', () => {
    localStorage.setItem('storefront.cart.confirmedPayments', '{"pay-1":true}');
    expect(confirmedPayment('pay-1')).toBeNull();
    localStorage.setItem('storefront.cart.confirmedPayments', '[{"paymentId":"pay-1"}, "x"');
    expect(confirmedPayment('pay-1')).toBeNull();
    rememberConfirmedPayment(confirmed(1));
    expect(confirmedPayment('pay-1')).toEqual(confirmed(1));
  });

  it('runs the work at once without Web Locks, and under the payment lock with them', async () => {
    await expect(withPaymentLock('pay-1', async () => 'done')).resolves.toBe('done');

    const names: string[] = [];
    const locks = {
      request: <T>(name: string, work: () => Promise<T>) => {
        names.push(name);
        return work();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await expect(withPaymentLock('pay-1', async () => 'held')).resolves.toBe('held');
      expect(names).toEqual(['storefront.confirm-payment.pay-1']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
