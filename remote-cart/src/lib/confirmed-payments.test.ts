import {
  CONFIRMED_PAYMENTS_KEPT,
  confirmationFrom,
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
    await expect(withPaymentLock('pay-1', async (after) => `done ${after}`)).resolves.toBe(
      'done false',
    );

    // a tab holds the lock first when `taken`: the first try (ifAvailable) gets no lock
    let taken = false;
    const asked: string[] = [];
    const locks = {
      request: <T>(
        name: string,
        options: { ifAvailable?: boolean } | ((lock: unknown) => Promise<T> | T),
        work?: (lock: unknown) => Promise<T> | T,
      ) => {
        const given = typeof options === 'function' ? {} : options;
        const granted = (typeof options === 'function' ? options : work)!;
        asked.push(`${name}${given.ifAvailable ? ' if available' : ''}`);
        return Promise.resolve(granted(given.ifAvailable && taken ? null : { name }));
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await expect(withPaymentLock('pay-1', async (after) => `held ${after}`)).resolves.toBe(
        'held false',
      );
      expect(asked).toEqual(['storefront.confirm-payment.pay-1 if available']);
      taken = true;
      asked.length = 0;
      await expect(withPaymentLock('pay-1', async (after) => `held ${after}`)).resolves.toBe(
        'held true',
      );
      expect(asked).toEqual([
        'storefront.confirm-payment.pay-1 if available',
        'storefront.confirm-payment.pay-1',
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it("waits for another tab's confirmation to arrive, and gives up after a while", async () => {
    jest.useFakeTimers();
    try {
      const arriving = confirmationFrom('pay-1', 1000);
      // another tab's write: this tab sees it in its storage, then its storage event
      rememberConfirmedPayment(confirmed(1));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'storefront.cart.confirmedPayments' }),
      );
      await expect(arriving).resolves.toEqual(confirmed(1));

      const never = confirmationFrom('pay-2', 1000);
      jest.advanceTimersByTime(1000);
      await expect(never).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
