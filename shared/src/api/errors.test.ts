import { ApiError, hasErrorCode, isApiError } from '@storefront/shared/api/errors';

/** An API error made by another copy of the errors module (another build of the shared package). */
function fromAnotherCopy(code: string): Error {
  const error = new Error('expired') as Error & { code: string };
  error.name = 'ApiError';
  error.code = code;
  return error;
}

describe('isApiError', () => {
  it('tells an API error made here or by another copy of the module', () => {
    expect(isApiError(new ApiError('NOT_FOUND', 'gone', 404, 'Cart/RetrieveCart'))).toBe(true);
    expect(isApiError(fromAnotherCopy('CART_EXPIRED'))).toBe(true);
  });

  it('refuses other errors and look-alike plain objects', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 'CART_EXPIRED' })).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('reads the code of an API error from another copy', () => {
    expect(hasErrorCode(fromAnotherCopy('CART_EXPIRED'), 'CART_EXPIRED')).toBe(true);
    expect(hasErrorCode(fromAnotherCopy('CART_EXPIRED'), 'NOT_FOUND')).toBe(false);
  });
});
