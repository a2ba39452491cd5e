import {
  carryToNextCart,
  forgetCarried,
  clearCartSession,
  readDraft,
  requestUuidFor,
  settleRequest,
  writeDraft,
} from './session-store';

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string';

describe('session store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft per cart and form, and hands back only a draft of the expected shape', () => {
    writeDraft('cart-1', 'contact', { name: 'Lucía' });
    writeDraft('cart-2', 'contact', { name: 'Pablo' });
    expect(readDraft('cart-1', 'contact', isNamed)).toEqual({ name: 'Lucía' });
    writeDraft('cart-1', 'contact', { other: true });
    expect(readDraft('cart-1', 'contact', isNamed)).toBeNull();
  });

  it('repeats the requestUuid of a change until it is acknowledged, so a retry applies once', () => {
    const first = requestUuidFor('cart-1', 'contact', { email: 'a@example.com' });
    expect(requestUuidFor('cart-1', 'contact', { email: 'a@example.com' })).toBe(first);
    // another payload is another change
    const changed = requestUuidFor('cart-1', 'contact', { email: 'b@example.com' });
    expect(changed).not.toBe(first);
    settleRequest('cart-1', 'contact');
    expect(requestUuidFor('cart-1', 'contact', { email: 'b@example.com' })).not.toBe(changed);
  });

  it('forgets everything of one cart, and only of that cart', () => {
    writeDraft('cart-1', 'travellers', { name: 'x' });
    requestUuidFor('cart-1', 'confirm', { method: 'CARD' });
    writeDraft('cart-2', 'travellers', { name: 'y' });
    clearCartSession('cart-1');
    expect(Object.keys(sessionStorage)).toEqual(['storefront.cart.draft.cart-2.travellers']);
  });

  it('carries what was typed for an expired cart into the next cart, its own drafts first', () => {
    writeDraft('old', 'travellers', { name: 'Lucía' });
    writeDraft('old', 'contact', { name: 'lucia@example.com' });
    writeDraft('old', 'payment', { method: 'CARD', terms: true });
    carryToNextCart('old', {
      specialRequests: [{ text: 'Cuna, por favor' }, { text: 'Planta alta' }],
      invoices: [
        {
          type: 'COMPANY',
          name: 'Viajes SL',
          taxId: 'B12345678',
          address: { street: 'Mayor 1', city: 'Madrid', postalCode: '28001', countryCode: 'ES' },
        },
      ],
    });
    // nothing is kept under the dead cart
    expect(sessionStorage.getItem('storefront.cart.draft.old.travellers')).toBeNull();
    expect(readDraft('new', 'travellers', isNamed)).toEqual({ name: 'Lucía' });
    expect(readDraft('new', 'contact', isNamed)).toEqual({ name: 'lucia@example.com' });
    expect(readDraft('new', 'request', (v): v is unknown => v !== null)).toEqual({
      text: 'Cuna, por favor\nPlanta alta',
      productId: '',
    });
    expect(readDraft('new', 'invoice', isNamed)).toMatchObject({
      type: 'COMPANY',
      name: 'Viajes SL',
      city: 'Madrid',
    });
    // terms accepted for the old cart's booking are not accepted for the next one
    expect(readDraft('new', 'payment', (v): v is unknown => v !== null)).toBeNull();
    // the new cart's own draft wins; an order forgets what was carried
    writeDraft('new', 'travellers', { name: 'Pablo' });
    expect(readDraft('new', 'travellers', isNamed)).toEqual({ name: 'Pablo' });
    forgetCarried();
    expect(readDraft('other', 'contact', isNamed)).toBeNull();
  });
});
