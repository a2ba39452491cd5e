import { paymentOutcomeOf, readPaymentReturn, withoutPaymentReturn } from './payment-return';
import { isAllowedProviderPage } from './provider-origins';

const RESULT = 'paymentId=pay-1&paymentCartId=cart-1&amount=123450&currency=EUR&signature=ab12';

describe('the provider’s return address', () => {
  it('reads a payment that went through, to be confirmed by the backend', () => {
    expect(
      readPaymentReturn(new URLSearchParams(`cartId=cart-1&${RESULT}&status=AUTHORIZED`)),
    ).toEqual({
      result: {
        paymentId: 'pay-1',
        cartId: 'cart-1',
        amount: 123450,
        currency: 'EUR',
        status: 'AUTHORIZED',
        signature: 'ab12',
      },
      outcome: null,
    });
  });

  it('gives a payment that did not go through its reason, and an unknown reason a general one', () => {
    const read = (query: string) => readPaymentReturn(new URLSearchParams(query))?.outcome;
    expect(read(`${RESULT}&status=DECLINED&reason=INSUFFICIENT_FUNDS`)).toBe('INSUFFICIENT_FUNDS');
    expect(read(`${RESULT}&status=CANCELLED&reason=CHALLENGE_CANCELLED`)).toBe(
      'CHALLENGE_CANCELLED',
    );
    expect(read(`${RESULT}&status=CANCELLED`)).toBe('LEFT_PROVIDER');
    expect(read(`${RESULT}&status=DECLINED&reason=<img>`)).toBe('DECLINED');
  });

  it('is no return without every signed field', () => {
    expect(readPaymentReturn(new URLSearchParams('cartId=cart-1&paymentId=pay-1'))).toBeNull();
  });

  it('drops the result and keeps the rest of the address', () => {
    expect(
      withoutPaymentReturn(
        new URLSearchParams(`cartId=cart-1&adults=2&${RESULT}&status=DECLINED&reason=X`),
      ).toString(),
    ).toBe('cartId=cart-1&adults=2');
  });

  it('reads the payment step’s reason from the history state, known reasons only', () => {
    expect(paymentOutcomeOf({ paymentOutcome: 'CARD_EXPIRED' })).toBe('CARD_EXPIRED');
    expect(paymentOutcomeOf({ paymentOutcome: 'anything' })).toBeNull();
    expect(paymentOutcomeOf(null)).toBeNull();
  });
});

describe('the provider pages a shopper may be sent to', () => {
  const origins = ['https://pay.example.com', 'http://127.0.0.1:4098'];
  it('are http(s) pages on an allowed origin only', () => {
    expect(isAllowedProviderPage('https://pay.example.com/pay/1?lang=es', origins)).toBe(true);
    expect(isAllowedProviderPage('http://127.0.0.1:4098/pay/1', origins)).toBe(true);
    expect(isAllowedProviderPage('http://127.0.0.1:4099/pay/1', origins)).toBe(false);
    expect(isAllowedProviderPage('https://pay.example.com.evil.test/pay', origins)).toBe(false);
    expect(isAllowedProviderPage('javascript:alert(1)', origins)).toBe(false);
    expect(isAllowedProviderPage('/pay/1', origins)).toBe(false);
    expect(isAllowedProviderPage('https://pay.example.com/pay/1', [])).toBe(false);
  });
});
