import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { CartPage } from '../../support/pages/cart-pages';
import { createPackageCart } from '../../support/pages/cart-sandbox';
import { callsTo } from '../../support/sandbox';

const amount = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('cart', () => {
  test('a voucher applied and removed updates the total; an expired or unknown code is explained by its reason', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cartId = await createPackageCart();
    const cart = new CartPage(page);
    await cart.open(cartId);
    const before = amount(await cart.total().textContent());
    expect(before).toBeGreaterThan(0);

    // each refusal says the backend's reason, announced, tied to the field, the code kept in it
    for (const [code, reason] of [
      ['EXPIRED2020', 'El código EXPIRED2020 ha caducado y ya no se puede usar.'],
      ['NOPE2024', 'El código NOPE2024 no existe.'],
    ] as const) {
      await cart.voucherField().fill(code);
      await cart.applyVoucher().click();
      await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
      await expect(page.getByText(/puede que no exista/)).toHaveCount(0);
      await expect(cart.voucherField()).toHaveValue(code);
      await expect(cart.voucherField()).toHaveAttribute('aria-invalid', 'true');
      await expect(cart.voucherField()).toHaveAccessibleDescription(new RegExp(reason));
    }
    const refused = await callsTo('CartApiService/ApplyVoucherToCart');
    expect(refused.filter((call) => call.query.cartId === cartId)).toHaveLength(2);
    await expectNoAxeViolations(page);

    await cart.voucherField().fill('sandbox10');
    await cart.applyVoucher().click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Código SANDBOX10 aplicado' }),
    ).toBeVisible();
    const discounted = Math.round(before * 0.9 * 100) / 100;
    await expect
      .poll(async () => amount(await cart.total().textContent()))
      .toBeCloseTo(Math.max(discounted, before - 200), 1);
    await expect(page.getByText('Código SANDBOX10', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // kept on a reload (RetrieveVoucherCode)
    await page.reload();
    await expect(cart.removeVoucher('SANDBOX10')).toBeVisible();
    await cart.removeVoucher('SANDBOX10').click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Se ha quitado el código' }),
    ).toBeVisible();
    await expect.poll(async () => amount(await cart.total().textContent())).toBeCloseTo(before, 1);
  });

  test('shows each product with its details and breakdown, and removes a product', async ({
    page,
  }) => {
    const cartId = await createPackageCart();
    const cart = new CartPage(page);
    await cart.open(cartId);
    const product = cart.products().first();
    await expect(product.getByRole('heading', { level: 3 })).toContainText('Vuelo + hotel');
    await expect(product.getByText('Régimen', { exact: true })).toBeVisible();
    await product.getByText('Desglose del precio').click();
    await expect(product.getByText('Alojamiento (en el total)')).toBeVisible();
    await expect(product.getByText('Tarifa del vuelo (en el total)')).toBeVisible();

    // an extra, then the trip removed: its extras go with it
    await page.getByRole('radio', { name: /Seguro multiasistencia/ }).check();
    await page.getByRole('button', { name: 'Guardar la elección de seguro' }).click();
    await expect(cart.products()).toHaveCount(2);
    await product.getByRole('button', { name: /^Quitar / }).click();
    await expect(page.getByText('Tu carrito está vacío.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'En tu carrito' })).toBeFocused();
  });

  test('replaces the flight of a package with another one', async ({ page }) => {
    const cartId = await createPackageCart();
    const cart = new CartPage(page);
    await cart.open(cartId);
    const change = page.getByRole('button', { name: /^Cambiar el vuelo de / });
    await change.click();
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('group', { name: 'Elige otro vuelo' }).getByRole('radio');
    await expect(options.first()).toBeVisible();
    await options.nth(1).check();
    await page.getByRole('button', { name: 'Cambiar el vuelo', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Se ha cambiado el vuelo' }),
    ).toBeVisible();
    await expect(cart.products()).toHaveCount(1);
  });

  for (const width of [360, 768, 1024, 1240, 1440]) {
    test(`fits ${width} px wide without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const cartId = await createPackageCart();
      await new CartPage(page).open(cartId);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.goto(`/checkout?cartId=${cartId}&checkoutStep=1`);
      await expect(page.getByRole('heading', { level: 2, name: 'Viajeros' })).toBeVisible();
      const checkoutOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(checkoutOverflow).toBeLessThanOrEqual(0);
    });
  }
});

test('without a cart in the URL, each screen says so and offers the way back', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(page.getByText(/Todavía no hay ningún carrito/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Volver a la búsqueda' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
