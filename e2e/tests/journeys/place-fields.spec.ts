/**
 * Every place field keeps the place the shopper picked, whichever way they pick it: a mouse
 * click at 1280 px, a tap on a 390 px phone, or the arrow keys and Enter.
 */
import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import { pickPlace, shopperContext, snap } from '../../support/journeys';
import type { Input } from '../../support/journeys';
import { STAY, searchUrl } from '../../support/pages/search';

const INPUTS: Input[] = ['mouse', 'touch', 'keyboard'];

test.describe.configure({ timeout: 60_000 });

for (const input of INPUTS) {
  test(`packages: departure and destination picked by ${input} stay in their fields`, async ({
    browser,
  }) => {
    const context = await shopperContext(browser, input);
    const page = await context.newPage();
    await page.goto(brandUrl('sunsea', '/DP'));
    const form = page.getByRole('form', { name: 'Buscar hoteles y paquetes' });
    const departure = form.getByRole('combobox', { name: 'Origen' });
    const destination = form.getByRole('combobox', { name: 'Destino' });
    const from = await pickPlace(page, departure, 'madr', /Madrid/, input);
    const to = await pickPlace(page, destination, 'mallo', /Palma de Mallorca/, input);
    // moving on to the next field keeps both
    if (input === 'keyboard') await page.keyboard.press('Tab');
    else await form.getByRole('button', { name: /^Fechas/ }).click();
    await expect(departure).toHaveValue(from);
    await expect(destination).toHaveValue(to);
    await snap(page, `place-packages-${input}`);
    await context.close();
  });

  test(`flights: origin and destination picked by ${input} stay in their fields`, async ({
    browser,
  }) => {
    const context = await shopperContext(browser, input);
    const page = await context.newPage();
    await page.goto(brandUrl('sunsea', '/F'));
    const departure = page.getByRole('combobox', { name: 'Origen' });
    const arrival = page.getByRole('combobox', { name: 'Destino' });
    const from = await pickPlace(page, departure, 'barc', /Barcelona/, input);
    const to = await pickPlace(page, arrival, 'lond', /Londres/, input);
    await expect(departure).toHaveValue(from);
    await expect(arrival).toHaveValue(to);
    await context.close();
  });
}

test('hotels: a place picked by mouse is searched and still shown with the results', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  await page.goto(brandUrl('sunsea', searchUrl('/H', { destination: 'bcn', ...STAY })));
  const destination = page.getByRole('combobox', { name: 'Destino' });
  await expect(destination).toHaveValue('Barcelona');
  const picked = await pickPlace(page, destination, 'mallo', /Palma de Mallorca/, 'mouse');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/destination=pmi/i);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(destination).toHaveValue(picked);
  await context.close();
});

test('member search: a place picked by tap stays in its field', async ({ browser }) => {
  const context = await shopperContext(browser, 'touch', ['punti']);
  const page = await context.newPage();
  await page.goto(
    `${brandUrl('punti', searchUrl('/hdpMemSearch', { product: 'H', ...STAY }))}&a=member-silver`,
  );
  const destination = page.getByRole('main').getByRole('combobox').last();
  await pickPlace(page, destination, 'roma', /Roma/, 'touch');
  await context.close();
});

test('member flight search: a place picked by mouse stays in its field', async ({ browser }) => {
  const context = await shopperContext(browser, 'mouse', ['punti']);
  const page = await context.newPage();
  await page.goto(`${brandUrl('punti', '/memSearch')}?a=member-silver`);
  const departure = page.getByRole('main').getByRole('combobox').first();
  await pickPlace(page, departure, 'mil', /Milano|Milán|Milan/, 'mouse');
  await context.close();
});

test('deal search: a destination chosen with the mouse stays chosen', async ({ browser }) => {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  await page.goto(brandUrl('sunsea', '/deal-search'));
  const form = page.getByRole('main').getByRole('form', { name: 'Filtra las ofertas' });
  const destination = form.getByLabel('Destino');
  await expect(destination.locator('option').nth(1)).toBeAttached();
  const label = ((await destination.locator('option').nth(1).textContent()) ?? '').trim();
  await destination.selectOption({ label });
  await form.getByLabel('Tipo de viaje').click();
  await expect(destination.locator('option:checked')).toHaveText(label);
  await context.close();
});
