import { cartHref, checkoutHref, orderHref, readCartLocation, searchHref } from './cart-url';

describe('the cart in the URL', () => {
  it('reads cartId and checkoutStep with the shared codec and keeps the rest of the search', () => {
    const location = readCartLocation(
      new URLSearchParams('product=DP&destination=PMI&adults=3&cartId=cart-1&checkoutStep=2&utm=x'),
    );
    expect(location.cartId).toBe('cart-1');
    expect(location.checkoutStep).toBe(2);
    expect(checkoutHref(location, 3)).toBe(
      '/checkout?utm=x&product=DP&destination=pmi&adults=3&cartId=cart-1&checkoutStep=3',
    );
    expect(cartHref(location)).toBe(
      '/cart?utm=x&product=DP&destination=pmi&adults=3&cartId=cart-1',
    );
    expect(orderHref(location)).toBe(
      '/order?utm=x&product=DP&destination=pmi&adults=3&cartId=cart-1',
    );
  });

  it('reports a step or a cart it cannot read, with the shared reasons', () => {
    const location = readCartLocation(new URLSearchParams('cartId=no%20spaces&checkoutStep=99'));
    expect(location.cartId).toBeNull();
    expect(location.checkoutStep).toBeNull();
    expect(location.issues.map((issue) => issue.reason)).toEqual([
      'search.errors.checkoutStep.range',
      'search.errors.cartId.invalid',
    ]);
  });

  it('starts again from the search of the cart’s product type', () => {
    expect(searchHref('F')).toBe('/F');
    expect(searchHref('DP')).toBe('/DP');
    expect(searchHref(null)).toBe('/');
  });
});
