/**
 * Links into the search as partners and search engines write them: a link that lacks what the
 * search needs names the missing field at once, announced, without searching; the industry's
 * board codes are read as meal plans and written back as the storefront writes them.
 */
import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import { countCalls, pickPlace, shopperContext } from '../../support/journeys';
import { STAY, expectProposalCall, facetOf, searchUrl } from '../../support/pages/search';

test.describe.configure({ timeout: 60_000 });

test('a package link without a departure names the field at once and searches nothing until it is chosen', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  const searches = countCalls(page, '/ShoppingHDPService/CreateSearch');
  await page.goto(brandUrl('sunsea', searchUrl('/DP', { destination: 'pmi', ...STAY })));
  const departure = page.getByRole('combobox', { name: 'Origen' });
  await expect(departure).toHaveAttribute('aria-invalid', 'true');
  const message = page.getByRole('alert').filter({ hasText: 'Elige desde dónde sales.' });
  await expect(message).toBeVisible();
  await expect(departure).toHaveAccessibleDescription('Elige desde dónde sales.');
  await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue('Palma de Mallorca');
  expect(searches.count).toBe(0);

  await pickPlace(page, departure, 'madr', /Madrid/, 'mouse');
  await expect(message).toBeHidden();
  await expect(departure).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/departure=mad/i);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(searches.count).toBe(1);
  await context.close();
});

test('a complete link shows results at once', async ({ browser }) => {
  const context = await shopperContext(browser, 'touch');
  const page = await context.newPage();
  await page.goto(
    brandUrl('sunsea', searchUrl('/DP', { departure: 'mad', destination: 'pmi', ...STAY })),
  );
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await context.close();
});

test('board codes in a link are the matching meal plans, written back as the storefront writes them', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  const since = Date.now();
  await page.goto(
    brandUrl('sunsea', searchUrl('/H', { destination: 'pmi', ...STAY, mealPlans: 'bb-RO' })),
  );
  await expect(page).toHaveURL(/mealPlans=ROOM_ONLY-BED_AND_BREAKFAST/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectProposalCall(
    'sunsea.localhost',
    since,
    (body) =>
      JSON.stringify(facetOf(body, 'MEAL_PLAN')?.values?.slice().sort()) ===
      JSON.stringify(['BED_AND_BREAKFAST', 'ROOM_ONLY']),
  );
  // the rewrite replaced the link's entry: Back leaves the search
  await page.goBack();
  await expect(page).not.toHaveURL(/mealPlans=/);
  await context.close();
});

test('a flight link without a destination names the field at once and searches nothing', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'touch');
  const page = await context.newPage();
  const searches = countCalls(page, '/ShoppingTransportService/CreateSearch');
  await page.goto(
    brandUrl('sunsea', searchUrl('/F', { departure: 'mad', outboundDate: STAY.outboundDate })),
  );
  const destination = page.getByRole('combobox', { name: 'Destino' });
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toHaveAccessibleDescription(
    'Elige el aeropuerto o la ciudad de destino.',
  );
  await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue('Madrid');
  expect(searches.count).toBe(0);
  await pickPlace(page, destination, 'lond', /Londres/, 'touch');
  await expect(destination).not.toHaveAttribute('aria-invalid', 'true');
  await context.close();
});
