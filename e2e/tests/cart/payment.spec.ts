/**
 * Paying on the payment provider's hosted page (the sandbox plays the provider on its own
 * origin): success, each decline, the 3-D Secure challenge passed, failed and cancelled, the
 * way back without paying, Back from the provider, a reload of the return address, the return
 * opened again (through the provider, in other tabs, at once, from a copied link), a double
 * click on Pay, and a cart that expires while its shopper is on the provider's page. The
 * sandbox's record of payments, orders and ConfirmCart calls says nothing was charged, booked or
 * confirmed twice.
 */
import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { PROVIDER_ORIGIN } from '../../support/env';
import { callsTo, errorReports, eventsFor } from '../../support/sandbox';
import { activate, tick } from '../../support/pages/cart-keyboard';
import { CheckoutPage } from '../../support/pages/cart-pages';
import {
  expireCart,
  fillTravellersAndContact,
  openHotelAndFlightCart,
} from '../../support/pages/cart-sandbox';
import {
  CHALLENGE_CODE,
  paymentsOf,
  ProviderPage,
  TEST_CARDS,
} from '../../support/pages/payment-provider';

/** A hotel-and-flight cart with its travellers and contact, open on the payment step. */
async function atPaymentStep(page: Page): Promise<string> {
  const { token, cartId } = await openHotelAndFlightCart();
  await fillTravellersAndContact(token, cartId);
  await page.goto(`/checkout?cartId=${cartId}&checkoutStep=5`);
  await activate(page, page.getByRole('button', { name: 'Aceptar todas' }));
  await expect(new CheckoutPage(page).stepHeading('Revisar y pagar')).toBeVisible();
  return cartId;
}

/** Accepts the terms and presses Pay, with the keyboard: the provider's page opens. */
async function toProvider(page: Page): Promise<ProviderPage> {
  await tick(page, page.getByRole('checkbox', { name: /acepto las condiciones generales/ }));
  await activate(page, page.getByRole('button', { name: /^Confirmar y pagar/ }));
  const provider = new ProviderPage(page);
  await provider.expectOpen();
  return provider;
}

/**
 * Coming back from the provider is a full page load of the storefront (sign-on, flags, brand,
 * the cart remote), slower than a route change on a loaded machine.
 */
const PAGE_LOAD = { timeout: 30_000 };

/** Back on the payment step with the reason said, focused, and everything kept. */
async function expectBackOnPaymentStep(page: Page, cartId: string, reason: string) {
  const alert = page.getByRole('alert').filter({ hasText: reason });
  await expect(alert).toBeVisible(PAGE_LOAD);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?cartId=${cartId}&checkoutStep=5$`));
  await expect(page.getByText('Sra. Lucía García')).toBeVisible();
  await expect(page.getByText('lucia@example.com')).toBeVisible();
  // the terms accepted before going to the provider are still accepted
  await expect(
    page.getByRole('checkbox', { name: /acepto las condiciones generales/ }),
  ).toBeChecked();
  await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toBeEnabled();
}

async function expectOrder(page: Page, cartId: string) {
  await expect(page.getByText('Tu reserva está confirmada. ¡Gracias!')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order\\?cartId=${cartId}$`));
}

/** The order after a return from the provider: its reference, and the focus on its heading. */
async function expectOrderAfterReturn(page: Page, cartId: string, reference: string) {
  await expectOrder(page, cartId);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeFocused();
}

/** The ConfirmCart calls the sandbox received for a cart. */
async function confirmsOf(cartId: string): Promise<number> {
  return (await callsTo('CartApiService/ConfirmCart')).filter(
    (call) => call.query.cartId === cartId,
  ).length;
}

test.describe('payment on the provider page', () => {
  test.setTimeout(120_000);

  test('a card that pays: amount, currency and what it covers before, the provider on its own origin, the order with the payment after', async ({
    page,
  }) => {
    const since = Date.now();
    const cartId = await atPaymentStep(page);
    const amount = page.getByRole('region', { name: 'Lo que pagas' });
    await expect(amount).toContainText('EUR');
    await expect(amount.getByRole('listitem')).toHaveCount(2);
    const total = (await page.getByTestId('cart-total').textContent()) ?? '';
    await expect(amount).toContainText(total);
    await expect(
      page.getByText(/Introducirás los datos de tu tarjeta en la página segura de Sandbox Pay/),
    ).toBeVisible();
    // no card field on the storefront's page
    await expect(page.getByRole('textbox', { name: /tarjeta/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const provider = await toProvider(page);
    await expect(page.getByTestId('amount')).toHaveText(total);
    await expectNoAxeViolations(page);
    await provider.pay();

    await expectOrder(page, cartId);
    const facts = page.getByRole('definition');
    const [state] = (await paymentsOf(cartId)).items;
    expect(state).toMatchObject({ status: 'CAPTURED', charges: 1 });
    await expect(facts.filter({ hasText: state!.reference })).toBeVisible();
    // the amount paid, and the order's total
    await expect(facts.filter({ hasText: total })).toHaveCount(2);
    await expectNoAxeViolations(page);
    // nothing of the card in the storefront's storage
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    // the card's number, with or without its spaces (not its last four digits alone: a random
    // id may hold them)
    const card = ['4242424242424242', '4242 4242 4242 4242'];
    for (const secret of card) expect(stored).not.toContain(secret);
    // nor in the events tracked or the errors reported (measurement cookies were accepted)
    const tracked = await eventsFor('sunsea.localhost', since);
    expect(tracked.map((event) => event.payload.eventName)).toContain('checkout.payment-started');
    const sent = JSON.stringify([tracked, await errorReports(since)]);
    for (const secret of [...card, '12/30', 'signature=']) expect(sent).not.toContain(secret);
  });

  for (const [card, reason] of [
    [TEST_CARDS.insufficientFunds, 'la tarjeta no tiene saldo suficiente'],
    [TEST_CARDS.cardExpired, 'la tarjeta ha caducado'],
  ] as const) {
    test(`a declined card (${reason}) comes back to the payment step with the reason and everything kept, and another card pays`, async ({
      page,
    }) => {
      const cartId = await atPaymentStep(page);
      const provider = await toProvider(page);
      await provider.pay({ number: card });
      await expectBackOnPaymentStep(page, cartId, reason);
      await expectNoAxeViolations(page);
      expect((await paymentsOf(cartId)).items).toEqual([
        expect.objectContaining({ status: 'DECLINED', charges: 0 }),
      ]);

      await (await toProvider(page)).pay();
      await expectOrder(page, cartId);
      const state = await paymentsOf(cartId);
      expect(state.orders).toBe(1);
      expect(state.items.map((item) => item.charges)).toEqual([0, 1]);
    });
  }

  test('the 3-D Secure challenge, passed with the right code, by keyboard and axe-clean', async ({
    page,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await provider.pay({ number: TEST_CARDS.challenge });
    await expect(page.getByRole('heading', { name: 'Confirma tu identidad' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(PROVIDER_ORIGIN);
    await expectNoAxeViolations(page);
    await provider.answerChallenge(CHALLENGE_CODE);
    await expectOrder(page, cartId);
  });

  test('the 3-D Secure challenge failed with a wrong code, and cancelled', async ({ page }) => {
    const cartId = await atPaymentStep(page);
    await (await toProvider(page)).pay({ number: TEST_CARDS.challenge });
    await new ProviderPage(page).answerChallenge('000000');
    await expectBackOnPaymentStep(page, cartId, 'El código de seguridad no era correcto');

    const provider = await toProvider(page);
    await provider.pay({ number: TEST_CARDS.challenge });
    await provider.cancelChallenge();
    await expectBackOnPaymentStep(page, cartId, 'Has cancelado la verificación de seguridad');
    expect((await paymentsOf(cartId)).items.map((item) => [item.status, item.reason])).toEqual([
      ['DECLINED', 'CHALLENGE_FAILED'],
      ['CANCELLED', 'CHALLENGE_CANCELLED'],
    ]);
  });

  test('bad card details: the summary takes the focus, each error names its field, nothing typed is lost', async ({
    page,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await provider.pay({ number: '4242 4242 4242 4241', expiry: '01/20', code: '12' });
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('El número de tarjeta no es válido.');
    await expect(summary).toContainText('La tarjeta ya ha caducado.');
    await expect(summary).toContainText('El código de seguridad tiene 3 cifras.');
    await expect(provider.field('number')).toHaveAccessibleDescription(
      /El número de tarjeta no es válido\./,
    );
    await expect(provider.field('number')).toHaveValue('4242 4242 4242 4241');
    await expect(provider.field('name')).toHaveValue('Lucía García Pérez');
    await expectNoAxeViolations(page);
    await provider.pay();
    await expectOrder(page, cartId);
  });

  test('leaving the provider without paying, by its link and by Back, returns to the payment step', async ({
    page,
  }) => {
    const cartId = await atPaymentStep(page);
    await (await toProvider(page)).leave();
    await expectBackOnPaymentStep(page, cartId, 'Has vuelto sin pagar');

    await toProvider(page);
    await page.goBack();
    await expect(new CheckoutPage(page).stepHeading('Revisar y pagar')).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toBeEnabled();
    // paying again from here: one payment goes through, the one left behind cannot
    const provider = await toProvider(page);
    await provider.pay();
    await expectOrder(page, cartId);
    const state = await paymentsOf(cartId);
    expect(state.orders).toBe(1);
    expect(state.items.filter((item) => item.charges > 0)).toHaveLength(1);
  });

  test('a reload of the return address, and Back after paying, make no second payment or order', async ({
    page,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await provider.fillCard();
    // the provider's answer to the card form sends the shopper back: its address
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().startsWith(PROVIDER_ORIGIN),
    );
    await activate(page, provider.payButton());
    const returnAddress = new URL(
      (await answered).headers().location ?? '',
      PROVIDER_ORIGIN,
    ).toString();
    expect(returnAddress).toContain('signature=');
    await expectOrder(page, cartId);

    // Back to the provider: the payment is done and says so; its way back shows the same order
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Pago ya realizado' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(PROVIDER_ORIGIN);
    await activate(page, page.getByRole('link', { name: 'Volver a la tienda' }));
    await expectOrder(page, cartId);

    // the return address loaded again, then reloaded
    await page.goto(returnAddress);
    await expectOrder(page, cartId);
    await page.reload();
    await expectOrder(page, cartId);

    const state = await paymentsOf(cartId);
    expect(state.orders).toBe(1);
    expect(state.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
  });

  test('the return opened again, by Back through the provider, in a second tab, from a copied link and reloaded, confirms once and shows the order with the focus on its heading', async ({
    page,
    context,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await provider.fillCard();
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().startsWith(PROVIDER_ORIGIN),
    );
    await activate(page, provider.payButton());
    const returnAddress = new URL(
      (await answered).headers().location ?? '',
      PROVIDER_ORIGIN,
    ).toString();
    await expectOrder(page, cartId);
    const reference = (await page.locator('.cart-order__reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{7}$/);
    await expectOrderAfterReturn(page, cartId, reference);
    expect(await confirmsOf(cartId)).toBe(1);

    // Back to the provider's "already paid" page, and its way back to the shop
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Pago ya realizado' })).toBeVisible();
    await activate(page, page.getByRole('link', { name: 'Volver a la tienda' }));
    await expectOrderAfterReturn(page, cartId, reference);

    // the same signed address in a second tab
    const second = await context.newPage();
    await second.goto(returnAddress);
    await expectOrderAfterReturn(second, cartId, reference);

    // a copied link, then a reload
    await page.goto(returnAddress);
    await expectOrderAfterReturn(page, cartId, reference);
    await page.reload();
    await expectOrder(page, cartId);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();

    expect(await confirmsOf(cartId)).toBe(1);
    const state = await paymentsOf(cartId);
    expect(state.orders).toBe(1);
    expect(state.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
  });

  test('the return opened in two tabs at the same moment confirms once', async ({
    page,
    context,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await provider.fillCard();
    // the provider's answer to the card form is held: its return address is opened in two tabs
    let returnAddress = '';
    await page.route(
      (url) => url.origin === PROVIDER_ORIGIN,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch({ maxRedirects: 0 });
        returnAddress = new URL(answer.headers().location ?? '', PROVIDER_ORIGIN).toString();
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>Paid</title>',
        });
      },
    );
    await activate(page, provider.payButton());
    await expect.poll(() => returnAddress).toContain('signature=');

    const tabs = [await context.newPage(), await context.newPage()];
    await Promise.all(tabs.map((tab) => tab.goto(returnAddress)));
    for (const tab of tabs) await expectOrder(tab, cartId);
    const reference = (await tabs[0]!.locator('.cart-order__reference').textContent()) ?? '';
    for (const tab of tabs) await expectOrderAfterReturn(tab, cartId, reference);
    expect(await confirmsOf(cartId)).toBe(1);
    expect((await paymentsOf(cartId)).orders).toBe(1);
  });

  test('a second tab paying a cart already paid in the first is told it is booked, and pays nothing', async ({
    page,
    context,
  }) => {
    const cartId = await atPaymentStep(page);
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(new CheckoutPage(second).stepHeading('Revisar y pagar')).toBeVisible(PAGE_LOAD);

    await (await toProvider(page)).pay();
    await expectOrder(page, cartId);

    await second.getByRole('checkbox', { name: /acepto las condiciones generales/ }).check();
    await second.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await expect(second.getByText('Esta reserva ya está confirmada.')).toBeVisible();
    await second.getByRole('link', { name: 'Ver tu pedido' }).click();
    await expectOrder(second, cartId);
    const state = await paymentsOf(cartId);
    expect(state.orders).toBe(1);
    expect(state.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
  });

  test('a double click on Pay creates one payment', async ({ page }) => {
    const cartId = await atPaymentStep(page);
    await page.getByRole('checkbox', { name: /acepto las condiciones generales/ }).check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).dblclick();
    await new ProviderPage(page).expectOpen();
    expect((await paymentsOf(cartId)).items).toHaveLength(1);
    await new ProviderPage(page).pay();
    await expectOrder(page, cartId);
    expect((await paymentsOf(cartId)).orders).toBe(1);
  });

  test('a cart that expires while its shopper is on the provider page: the expiry state, the payment voided', async ({
    page,
  }) => {
    const cartId = await atPaymentStep(page);
    const provider = await toProvider(page);
    await expireCart(cartId);
    await provider.pay();
    await expect(page.getByRole('heading', { name: 'Tu carrito ha caducado' })).toBeVisible(
      PAGE_LOAD,
    );
    expect((await paymentsOf(cartId)).items).toEqual([
      expect.objectContaining({ status: 'VOIDED', reason: 'CART_EXPIRED', charges: 0 }),
    ]);
  });

  test('the provider page and its challenge in the six languages: labelled, errors focused, axe-clean', async ({
    page,
  }) => {
    await atPaymentStep(page);
    const provider = await toProvider(page);
    const cardPage = new URL(page.url());
    const titles = {
      es: ['Pago seguro', 'Confirma tu identidad'],
      en: ['Secure payment', 'Confirm it is you'],
      it: ['Pagamento sicuro', 'Conferma la tua identità'],
      fr: ['Paiement sécurisé', 'Confirmez votre identité'],
      de: ['Sichere Zahlung', 'Bestätigen Sie Ihre Identität'],
      pt: ['Pagamento seguro', 'Confirme a sua identidade'],
    };
    const visit = async (address: URL, language: string, title: string) => {
      address.searchParams.set('lang', language);
      await page.goto(address.href);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      // sent empty: the summary of what is missing takes the focus, and is axe-clean too
      await activate(page, page.getByRole('button').first());
      await expect(page.getByRole('alert')).toBeFocused();
      await expectNoAxeViolations(page);
    };
    for (const [language, [title]] of Object.entries(titles))
      await visit(cardPage, language, title!);

    await page.goto(cardPage.href.replace(/lang=\w+/, 'lang=es'));
    await provider.pay({ number: TEST_CARDS.challenge });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirma tu identidad' }),
    ).toBeVisible();
    const challengePage = new URL(page.url());
    expect(challengePage.pathname).toMatch(/\/challenge$/);
    for (const [language, [, title]] of Object.entries(titles))
      await visit(challengePage, language, title!);
  });
});
