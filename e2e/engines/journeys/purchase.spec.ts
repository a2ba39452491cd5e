/**
 * A purchase in every engine: a hotel-and-flight cart with its travellers and contact, paid on
 * the payment provider's hosted page (its own origin) with a card that pays, back to the
 * storefront's order; the sandbox's record says it was charged and booked once.
 */
import { PROVIDER_ORIGIN, brandUrl } from '../../support/env';
import { fillTravellersAndContact, openHotelAndFlightCart } from '../../support/pages/cart-sandbox';
import { CARD, paymentsOf } from '../../support/pages/payment-provider';
import { SCREENS, expect, test } from '../test';

for (const screen of SCREENS) {
  test(`a purchase through the provider's page: the order, charged once (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    const { token, cartId } = await openHotelAndFlightCart();
    await fillTravellersAndContact(token, cartId);
    await shopper.tab.goto(brandUrl('sunsea', `/checkout?cartId=${cartId}&checkoutStep=5`));
    await shopper.hydrated();
    await shopper.find({ role: 'heading', name: 'Revisar y pagar', within: { role: 'main' } });
    await shopper.find({ role: 'region', name: 'Lo que pagas' });
    await shopper.activate({ role: 'checkbox', name: /acepto las condiciones generales/ });
    await shopper.snap('review');
    await shopper.activate({ role: 'button', name: /^Confirmar y pagar/ });

    // the provider's page, on its own origin
    await shopper.find({ role: 'heading', level: 1, name: 'Pago seguro' }, 30_000);
    expect(new URL(await shopper.tab.url()).origin).toBe(PROVIDER_ORIGIN);
    const fields = {
      'Número de tarjeta': CARD.number,
      'Caducidad (MM/AA)': CARD.expiry,
      'Código de seguridad': CARD.code,
      'Titular de la tarjeta': CARD.name,
    };
    for (const [name, value] of Object.entries(fields))
      await shopper.typeInto({ role: 'textbox', name }, value);
    await shopper.snap('provider');
    await shopper.activate({ role: 'button', name: /^Pagar / });

    // back on the storefront: the order, from a full page load
    await shopper.find({ role: 'heading', level: 1, name: 'Tu pedido' }, 30_000);
    await shopper.expectUrl(new RegExp(`/order\\?cartId=${cartId}$`));
    await expect
      .poll(async () => shopper.read(await shopper.find({ role: 'main' })))
      .toContain('Tu reserva está confirmada. ¡Gracias!');
    const payments = await paymentsOf(cartId);
    expect(payments.orders).toBe(1);
    expect(payments.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
    await shopper.snap('order');
  });
}
