import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { RENDER } from '../../support/env';
import { ADULT_1, ADULT_2, CheckoutPage } from '../../support/pages/cart-pages';
import { createFlightCart, createPackageCart, expireCart } from '../../support/pages/cart-sandbox';
import { paymentsOf, ProviderPage } from '../../support/pages/payment-provider';

test.describe('checkout errors', () => {
  test('invalid traveller data: every problem named at its field and in a summary, nothing typed lost, not even on a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cartId = await createPackageCart();
    const checkout = new CheckoutPage(page);
    await page.goto(`/checkout?cartId=${cartId}&checkoutStep=1`);
    await expect(checkout.stepHeading('Viajeros')).toBeVisible();

    const lead = checkout.traveller('Adulto 1');
    await lead.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await lead.getByRole('textbox', { name: 'Apellidos' }).fill('García 3');
    const birth = lead.getByRole('group', { name: 'Fecha de nacimiento' });
    await birth.getByRole('textbox', { name: 'Día' }).fill('31');
    await birth.getByRole('textbox', { name: 'Mes' }).fill('2');
    await birth.getByRole('textbox', { name: 'Año' }).fill('1990');
    await lead.getByRole('textbox', { name: 'Número del documento' }).fill('AB1');
    await page.getByRole('button', { name: 'Guardar viajeros y continuar' }).click();

    const summary = checkout.errorSummary();
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Adulto 1: Elige un tratamiento');
    await expect(summary).toContainText(
      'Adulto 1: Usa solo letras, espacios, guiones y apóstrofos',
    );
    await expect(summary).toContainText('Adulto 1: Escribe una fecha real, con día, mes y año');
    await expect(summary).toContainText('Adulto 1: Escribe de 5 a 20 letras y números');
    await expect(summary).toContainText('Adulto 2: Escribe un nombre');

    const lastName = lead.getByRole('textbox', { name: 'Apellidos' });
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription(
      /Usa solo letras, espacios, guiones y apóstrofos/,
    );
    await expectNoAxeViolations(page);

    // a link of the summary puts the focus in its field
    await summary
      .getByRole('link', { name: 'Adulto 1: Usa solo letras, espacios, guiones y apóstrofos' })
      .click();
    await expect(lastName).toBeFocused();

    // nothing typed was cleared by the failed submit, nor by a reload
    await expect(lead.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
    await page.reload();
    await expect(checkout.stepHeading('Viajeros')).toBeVisible();
    await expect(lead.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
    await expect(lastName).toHaveValue('García 3');
    await expect(birth.getByRole('textbox', { name: 'Día' })).toHaveValue('31');
    await expect(lead.getByRole('textbox', { name: 'Número del documento' })).toHaveValue('AB1');

    // an adult who is a child on the departure date is named as such
    await lastName.fill('García');
    await birth.getByRole('textbox', { name: 'Día' }).fill('1');
    await birth.getByRole('textbox', { name: 'Año' }).fill(String(new Date().getFullYear() - 10));
    await page.getByRole('button', { name: 'Guardar viajeros y continuar' }).click();
    await expect(summary).toContainText(/Adulto 1: Un adulto debe tener 18 años o más el/);
  });

  test('the cart expiring mid-checkout shows the expiry state and a way to start again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cartId = await createFlightCart();
    const checkout = new CheckoutPage(page);
    await page.goto(`/checkout?cartId=${cartId}&checkoutStep=1`);
    await expect(page.getByText('Tiempo para completar tu reserva:')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);
    await checkout.fillTraveller('Adulto 1', ADULT_1);

    await expireCart(cartId);
    await checkout.saveTravellers();

    const expired = page.getByRole('heading', { level: 2, name: 'Tu carrito ha caducado' });
    await expect(expired).toBeVisible();
    await expect(expired).toBeFocused();
    await expectNoAxeViolations(page);
    // starting again cleans the checkout and goes back to the search of the cart's product (no
    // search was seen before it); nothing of the dead cart is kept, what was typed waits for the
    // next cart's checkout
    await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await expect(page).toHaveURL(/\/F$/);
    const kept = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('storefront.cart.')),
    );
    expect(kept.filter((key) => key.includes(cartId))).toEqual([]);
    expect(kept).toContain('storefront.cart.carried.travellers');
    // the cart screen of the same cart, opened anew, says the same, under the screen's heading as
    // the page arrived with it: only the browser learns that the cart has expired, and the
    // heading it was sent with stays (the same element, the same words)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const first = document.querySelector('main h1');
        Object.assign(window, {
          firstHeading: first,
          firstHeadingText: first?.textContent ?? null,
        });
      });
    });
    await page.goto(`/cart?cartId=${cartId}`);
    await expect(expired).toBeVisible();
    await expect(expired).toBeFocused();
    const heading = await page.evaluate(() => {
      const now = document.querySelector('main h1');
      const sent = window as unknown as { firstHeading: Element | null; firstHeadingText: string };
      return {
        text: now?.textContent,
        sent: sent.firstHeadingText,
        same: now === sent.firstHeading,
      };
    });
    expect(heading.text).toBe('Tu carrito');
    if (RENDER === 'server')
      expect(heading).toEqual({ text: 'Tu carrito', sent: 'Tu carrito', same: true });
  });

  test('a booking refused after paying gives the payment back, keeps everything and says so clearly; paying again with another e-mail works', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cartId = await createPackageCart();
    const checkout = new CheckoutPage(page);
    await page.goto(`/checkout?cartId=${cartId}&checkoutStep=1`);
    await checkout.fillTraveller('Adulto 1', ADULT_1);
    await checkout.fillTraveller('Adulto 2', ADULT_2);
    await checkout.saveTravellers();
    await checkout.fillContact({ email: 'declined@example.com', phone: '612345678' });
    await checkout.saveContact();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para revisar y pagar' }).click();
    await page.getByRole('checkbox', { name: /acepto las condiciones generales/ }).check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await new ProviderPage(page).pay();

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'No se ha podido completar la reserva' });
    // back from the provider: a full page load of the storefront
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('tu pago se ha anulado y no se te ha cobrado nada.');
    await expect(alert).toBeFocused();
    await expect(checkout.stepHeading('Revisar y pagar')).toBeVisible();
    await expect(page.getByText('declined@example.com')).toBeVisible();
    await expect(page.getByText('Sra. Lucía García Pérez')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await paymentsOf(cartId)).items).toEqual([
      expect.objectContaining({ status: 'VOIDED', reason: 'BOOKING_FAILED', charges: 0 }),
    ]);

    // change the contact from the alert's link and pay again
    await alert.getByRole('link', { name: 'Revisar los datos de contacto' }).click();
    await expect(page.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'declined@example.com',
    );
    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('lucia@example.com');
    await page.getByRole('button', { name: 'Guardar datos de contacto y continuar' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para revisar y pagar' }).click();
    await page.getByRole('checkbox', { name: /acepto las condiciones generales/ }).check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await new ProviderPage(page).pay();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
  });
});
