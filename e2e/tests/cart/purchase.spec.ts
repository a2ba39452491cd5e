import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { callsTo } from '../../support/sandbox';
import { activate, tabTo } from '../../support/pages/cart-keyboard';
import { ADULT_1, ADULT_2, CartPage, CheckoutPage } from '../../support/pages/cart-pages';
import { createFlightCart, createHotelAndFlightCart } from '../../support/pages/cart-sandbox';
import { paymentsOf, ProviderPage } from '../../support/pages/payment-provider';

test.describe('purchase', () => {
  test('a hotel plus a flight, bought with the keyboard only, with no axe violation on any step', async ({
    page,
  }) => {
    // some 400 key presses, each a round trip to the browser: slow on a loaded 2-core machine
    test.setTimeout(300_000);
    const cartId = await createHotelAndFlightCart();
    const cart = new CartPage(page);
    const checkout = new CheckoutPage(page);

    await cart.open(cartId);
    await activate(page, page.getByRole('button', { name: 'Aceptar todas' }));
    await expect(cart.products()).toHaveCount(2);
    await expect(cart.products().filter({ hasText: 'Hotel' }).first()).toBeVisible();
    await expect(cart.products().filter({ hasText: 'Vuelo' }).first()).toBeVisible();
    await expect(
      page.getByText('El total incluye todas las tasas y cargos obligatorios.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, cart.toCheckout());

    // 1 travellers
    await expect(checkout.heading()).toBeVisible();
    await expect(page).toHaveURL(/checkoutStep=1/);
    await expect(checkout.currentStep()).toContainText('Viajeros');
    await expect(checkout.traveller('Adulto 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await checkout.fillTraveller('Adulto 1', ADULT_1);
    await checkout.fillTraveller('Adulto 2', ADULT_2);
    await checkout.saveTravellers();

    // 2 contact, offered from the lead traveller
    await expect(checkout.stepHeading('Datos de contacto')).toBeFocused();
    await expect(page).toHaveURL(/checkoutStep=2/);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
    await expect(page.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('García Pérez');
    await expect(page.getByRole('combobox', { name: 'País de residencia' })).toHaveValue('ES');
    await expectNoAxeViolations(page);
    await checkout.fillContact({ email: 'lucia@example.com', phone: '612345678' });
    await checkout.saveContact();

    // 3 seats and extras
    await expect(checkout.stepHeading('Asientos y extras')).toBeFocused();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const totalBefore = await page.getByTestId('cart-total').textContent();
    await checkout.chooseSeats(2);
    await activate(page, page.getByRole('button', { name: 'Guardar asientos' }));
    await expect(page.getByText(/2 asientos guardados/)).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalBefore ?? '');
    // insurance: Tab into the radio group, arrow to the first insurance, save
    await tabTo(page, page.getByRole('radio', { name: 'Sin seguro' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Seguro de cancelación/ })).toBeChecked();
    await activate(page, page.getByRole('button', { name: 'Guardar la elección de seguro' }));
    await expect(page.getByText(/Se ha guardado tu elección de seguro/)).toBeVisible();
    await checkout.continueFrom('Continuar');

    // 4 requests and invoice
    await expect(checkout.stepHeading('Peticiones y factura')).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Tu petición' }));
    await page.keyboard.type('Habitación tranquila, por favor');
    await activate(page, page.getByRole('button', { name: 'Añadir petición' }));
    await expect(page.getByText('Se ha añadido tu petición.')).toBeVisible();
    await checkout.continueFrom('Continuar para revisar y pagar');

    // 5 review and pay
    await expect(checkout.stepHeading('Revisar y pagar')).toBeFocused();
    await expect(page.getByText('Sra. Lucía García Pérez')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    await expectNoAxeViolations(page);
    await checkout.acceptTermsAndPay();

    // the provider's page, on its own origin, by keyboard too
    const provider = new ProviderPage(page);
    await provider.expectOpen();
    await expectNoAxeViolations(page);
    await provider.pay();

    // the order
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order\\?cartId=${cartId}`));
    await expect(page.getByText('Tu reserva está confirmada. ¡Gracias!')).toBeVisible();
    await expect(page.getByText(/^[A-Z0-9]{7}$/)).toBeVisible();
    await expect(page.getByText("Sr. Martín O'Neill")).toBeVisible();
    await expect(page.getByText('Habitación tranquila, por favor')).toBeVisible();
    await expectNoAxeViolations(page);

    const confirms = await callsTo('CartApiService/ConfirmCart');
    expect(confirms.some((call) => call.query.cartId === cartId)).toBe(true);
    const payments = await paymentsOf(cartId);
    expect(payments.orders).toBe(1);
    expect(payments.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
    await expect(page.getByText(payments.items[0]!.reference)).toBeVisible();

    // the order is read back from GetOrders after a reload
    await page.reload();
    await expect(page.getByText("Sr. Martín O'Neill")).toBeVisible();
  });

  test('a flight only, for one adult', async ({ page }) => {
    test.setTimeout(90_000);
    const cartId = await createFlightCart();
    const cart = new CartPage(page);
    const checkout = new CheckoutPage(page);
    await cart.open(cartId);
    await expect(cart.products()).toHaveCount(1);
    await cart.toCheckout().click();
    await checkout.fillTraveller('Adulto 1', ADULT_1);
    await checkout.saveTravellers();
    await checkout.fillContact({ email: 'lucia@example.com', phone: '612 345 678' });
    await checkout.saveContact();
    await expect(checkout.stepHeading('Asientos y extras')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para revisar y pagar' }).click();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('checkbox', { name: /acepto las condiciones generales/ }).check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    const provider = new ProviderPage(page);
    await provider.expectOpen();
    await expect(page.getByText('Página segura de PayPal')).toBeVisible();
    await provider.pay();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
    await expect(page.getByText('Pagado con')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'PayPal' })).toBeVisible();
  });
});
