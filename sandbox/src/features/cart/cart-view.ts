/** The wire shapes of a cart and of its configuration. */
import type { Language } from '../../lib/languages';
import { cartLegs, cartPrice, requiredPassengers, type Cart } from './cart-model';

export function cartView(cart: Cart, remainingSeconds: number) {
  const price = cartPrice(cart);
  return {
    cartId: cart.id,
    status: cart.status,
    domainName: cart.brand.domain,
    productType: cart.productType,
    businessProfile: cart.businessProfile,
    currency: cart.currency,
    createdAt: new Date(cart.createdAt).toISOString(),
    expiresAt: new Date(cart.expiresAt).toISOString(),
    remainingSeconds,
    products: cart.products,
    travellers: cart.travellers,
    contact: cart.contact,
    voucher: cart.voucher
      ? {
          code: cart.voucher.code,
          description: cart.voucher.description,
          discount: price.discount,
          applicable: price.discount > 0,
        }
      : null,
    subscriptions: cart.subscriptions,
    invoices: cart.invoices,
    specialRequests: cart.specialRequests,
    orderId: cart.orderId,
    price,
  };
}

export function cartConfigView(
  cart: Cart,
  remainingSeconds: number,
  ttlSeconds: number,
  language: Language,
) {
  const content = cart.brand.content;
  const passengers = requiredPassengers(cart);
  return {
    cartId: cart.id,
    status: cart.status,
    createdAt: new Date(cart.createdAt).toISOString(),
    expiresAt: new Date(cart.expiresAt).toISOString(),
    remainingSeconds,
    ttlSeconds,
    currency: cart.currency,
    language,
    paymentMethods: content.paymentMethods,
    paymentProviders: content.paymentProviders,
    ancillaries: content.ancillaries
      .filter((ancillary) => ancillary.enabled)
      .map((ancillary) => ancillary.kind),
    travellerRules: {
      required: passengers
        ? { adults: passengers.adults, children: passengers.children, infants: passengers.infants }
        : null,
      documentRequired: cartLegs(cart).length > 0,
    },
    subscriptions: ['newsletter', 'partnerOffers'],
  };
}
