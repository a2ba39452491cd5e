/**
 * A purchase in every engine, a hotel-and-flight cart with its travellers and contact paid on the
 * payment provider's hosted page (its own origin): a card that is declined, back to the payment
 * step with the reason and the cart kept, then another try with a card that asks for 3-D Secure,
 * its challenge passed on the provider's page, back to the storefront's order. The sandbox's
 * record says the cart was charged and booked once.
 */
import { PROVIDER_ORIGIN, brandUrl } from '../../support/env';
import { fillTravellersAndContact, openHotelAndFlightCart } from '../../support/pages/cart-sandbox';
import { CARD, CHALLENGE_CODE, TEST_CARDS, paymentsOf } from '../../support/pages/payment-provider';
import { SCREENS, expect, test } from '../test';
import type { Shopper } from '../shopper';

/** A cart with its travellers and contact, open on the payment step. */
async function atPaymentStep(shopper: Shopper): Promise<string> {
  const { token, cartId } = await openHotelAndFlightCart();
  await fillTravellersAndContact(token, cartId);
  await shopper.tab.goto(brandUrl('sunsea', `/checkout?cartId=${cartId}&checkoutStep=5`));
  await shopper.hydrated();
  await shopper.find({ role: 'heading', name: 'Revisar y pagar', within: { role: 'main' } });
  await shopper.find({ role: 'region', name: 'Lo que pagas' });
  return cartId;
}

const TERMS = { role: 'checkbox', name: /acepto las condiciones generales/ } as const;

/** The terms accepted (unless they still are) and Pay pressed: the provider's page. */
async function toProvider(shopper: Shopper, { accepted = false } = {}) {
  if (!accepted) await shopper.activate(TERMS);
  expect(await shopper.checked(await shopper.find(TERMS))).toBe(true);
  await shopper.activate({ role: 'button', name: /^Confirmar y pagar/ });
  await shopper.find({ role: 'heading', level: 1, name: 'Pago seguro' }, 30_000);
  // the address as the engine reports it settles a moment after the page has painted (Firefox)
  await expect
    .poll(async () => new URL(await shopper.tab.url()).origin, {
      timeout: 10_000,
      message: "the provider's address",
    })
    .toBe(PROVIDER_ORIGIN);
}

/** The card typed into the provider's form, key by key. */
async function typeCard(shopper: Shopper, number: string) {
  const fields = {
    'Número de tarjeta': number,
    'Caducidad (MM/AA)': CARD.expiry,
    'Código de seguridad': CARD.code,
    'Titular de la tarjeta': CARD.name,
  };
  for (const [name, value] of Object.entries(fields)) {
    await shopper.typeInto({ role: 'textbox', name }, value);
    await shopper.expectText({ role: 'textbox', name }, value);
  }
}

/** Back on the storefront from a full page load: the order, confirmed. */
async function expectOrder(shopper: Shopper, cartId: string) {
  await shopper.find({ role: 'heading', level: 1, name: 'Tu pedido' }, 30_000);
  await shopper.expectUrl(new RegExp(`/order\\?cartId=${cartId}$`));
  await expect
    .poll(async () => shopper.read(await shopper.find({ role: 'main' })))
    .toContain('Tu reserva está confirmada. ¡Gracias!');
}

for (const screen of SCREENS) {
  test(`a declined card: the reason on the payment step, the cart kept; then 3-D Secure passed and the order (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    const cartId = await atPaymentStep(shopper);
    await shopper.snap('review');
    await toProvider(shopper);
    await typeCard(shopper, TEST_CARDS.insufficientFunds);
    await shopper.snap('provider');
    await shopper.activate({ role: 'button', name: /^Pagar / });

    // back on the payment step: the reason said and focused, everything kept, Pay offered again
    const declined = { role: 'alert', name: /la tarjeta no tiene saldo suficiente/ } as const;
    await shopper.find(declined, 30_000);
    await shopper.expectFocused(declined);
    await shopper.expectUrl(new RegExp(`/checkout\\?cartId=${cartId}&checkoutStep=5$`));
    const main = await shopper.read(await shopper.find({ role: 'main' }));
    expect(main).toContain('Sra. Lucía García');
    expect(main).toContain('lucia@example.com');
    // the terms accepted before are still accepted
    expect(await shopper.checked(await shopper.find(TERMS))).toBe(true);
    const pay = await shopper.find({ role: 'button', name: /^Confirmar y pagar/ });
    expect(await shopper.attribute(pay, 'disabled')).toBeNull();
    expect((await paymentsOf(cartId)).items).toEqual([
      expect.objectContaining({ status: 'DECLINED', charges: 0 }),
    ]);
    await shopper.snap('declined');

    // another try, with a card that asks for 3-D Secure: the challenge on the provider's page
    await toProvider(shopper, { accepted: true });
    await typeCard(shopper, TEST_CARDS.challenge);
    await shopper.activate({ role: 'button', name: /^Pagar / });
    await shopper.find({ role: 'heading', level: 1, name: 'Confirma tu identidad' }, 30_000);
    expect(new URL(await shopper.tab.url()).origin).toBe(PROVIDER_ORIGIN);
    await shopper.typeInto({ role: 'textbox', name: 'Código de un solo uso' }, CHALLENGE_CODE);
    await shopper.snap('challenge');
    await shopper.activate({ role: 'button', name: 'Confirmar' });

    await expectOrder(shopper, cartId);
    const payments = await paymentsOf(cartId);
    expect(payments.orders).toBe(1);
    expect(payments.items.map((item) => [item.status, item.charges])).toEqual([
      ['DECLINED', 0],
      ['CAPTURED', 1],
    ]);
    await shopper.snap('order-after-challenge');
  });
}
