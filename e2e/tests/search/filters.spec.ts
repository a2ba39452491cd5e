/**
 * Every accommodation filter of spec section 3: choosing it changes the URL, the request the
 * sandbox receives (its call log for the brand) and the list, whose new total is the count the
 * filter showed.
 */
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import {
  STAY,
  SearchPage,
  acceptCookies,
  expectProposalCall,
  facetOf,
  proposalCalls,
  searchUrl,
} from '../../support/pages/search';

const BRAND = 'sunsea.localhost';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context, page }) => {
  await acceptCookies(context);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
});

const countIn = (name: string) =>
  Number(/\(([\d.]+)\)$/.exec(name)?.[1]?.replace(/\./g, '') ?? NaN);

const CHECKBOXES = [
  {
    filter: 'stars',
    group: 'Estrellas',
    option: /^5 estrellas/,
    facet: 'STARS',
    param: /h\.stars=5/,
  },
  {
    filter: 'deals',
    group: 'Ofertas y flexibilidad',
    option: /^Solo ofertas/,
    facet: 'DEALS',
    param: /h\.deals=true/,
  },
  {
    filter: 'free cancellation',
    group: 'Ofertas y flexibilidad',
    option: /^Cancelación gratuita/,
    facet: 'FREE_CANCELLATION',
    param: /freeCancellation=true/,
  },
  {
    filter: 'property type',
    group: 'Tipo de alojamiento',
    option: /^Apartamento/,
    facet: 'PROPERTY_TYPE',
    param: /h\.type=APARTMENT/,
  },
  {
    filter: 'amenities',
    group: 'Servicios',
    option: /^Piscina/,
    facet: 'AMENITIES',
    param: /h\.amen=POOL/,
  },
  {
    filter: 'characteristics',
    group: 'Características',
    option: /^Romántico/,
    facet: 'CHARACTERISTICS',
    param: /h\.char=ROMANTIC/,
  },
  {
    filter: 'meal plan',
    group: 'Régimen',
    option: /^Media pensión/,
    facet: 'MEAL_PLAN',
    param: /mealPlans=HALF_BOARD/,
  },
] as const;

for (const item of CHECKBOXES) {
  test(`the ${item.filter} filter changes the request and the list`, async ({ page }) => {
    const search = new SearchPage(page);
    const before = await search.total();
    const checkbox = search.filters
      .getByRole('group', { name: item.group })
      .getByRole('checkbox', { name: item.option });
    const label = await checkbox.evaluate(
      (el) => (el as HTMLInputElement).labels?.[0]?.textContent,
    );
    const expected = countIn(label ?? '');
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(before);
    const since = Date.now();
    await checkbox.click();
    await expect(page).toHaveURL(item.param);
    await expectProposalCall(
      BRAND,
      since,
      (body) => (facetOf(body, item.facet)?.values?.length ?? 0) > 0,
    );
    await expect.poll(() => search.total()).toBe(expected);
    await expect(checkbox).toBeChecked();
  });
}

test('free cancellation is sent only when it is true', async ({ page }) => {
  const search = new SearchPage(page);
  await search.total();
  const checkbox = search.filters.getByRole('checkbox', { name: /^Cancelación gratuita/ });
  await checkbox.click();
  await expect(page).toHaveURL(/freeCancellation=true/);
  await search.total();
  const since = Date.now();
  await checkbox.click();
  await expect(checkbox).not.toBeChecked();
  await expect(page).not.toHaveURL(/freeCancellation/);
  await expectProposalCall(BRAND, since, (body) => body.facets !== undefined);
  const calls = await proposalCalls(BRAND, since);
  expect(calls.every((body) => !facetOf(body, 'FREE_CANCELLATION'))).toBe(true);
});

test('the guest rating filter sends a range from the minimum to 10', async ({ page }) => {
  const search = new SearchPage(page);
  const before = await search.total();
  const since = Date.now();
  await search.filters.getByRole('radio', { name: '8 o más' }).click();
  await expect(page).toHaveURL(/h\.rating=8/);
  await expectProposalCall(BRAND, since, (body) => {
    const rating = facetOf(body, 'RATING');
    return rating?.from === 8 && rating.to === 10;
  });
  await expect.poll(() => search.total()).toBeLessThan(before);
  for (const text of await search.hotels.locator('.rs-rating').allTextContents()) {
    expect(Number(text.split('/')[0]?.replace(',', '.'))).toBeGreaterThanOrEqual(8);
  }
});

test('the price filter sends the range and every stay is within it', async ({ page }) => {
  const search = new SearchPage(page);
  const before = await search.total();
  const since = Date.now();
  await search.filters.getByLabel('Mínimo (EUR)').fill('1000');
  await search.filters.getByLabel('Máximo (EUR)').fill('1400');
  await search.filters.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page).toHaveURL(/h\.price=1000-1400/);
  await expectProposalCall(BRAND, since, (body) => {
    const price = facetOf(body, 'PRICE');
    return price?.from === 1000 && price.to === 1400;
  });
  await expect.poll(() => search.total()).toBeLessThan(before);
  for (const text of await search.hotels.locator('.rs-price__total').allTextContents()) {
    const amount = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(amount).toBeGreaterThanOrEqual(1000);
    expect(amount).toBeLessThanOrEqual(1400);
  }
});

test('back undoes a filter, and clearing removes them all', async ({ page }) => {
  const search = new SearchPage(page);
  const before = await search.total();
  await search.filters.getByRole('checkbox', { name: /^5 estrellas/ }).click();
  await expect(page).toHaveURL(/h\.stars=5/);
  await expect.poll(() => search.total()).toBeLessThan(before);
  await page.goBack();
  await expect(page).not.toHaveURL(/h\.stars/);
  await expect.poll(() => search.total()).toBe(before);
  await search.filters.getByRole('checkbox', { name: /^Solo ofertas/ }).click();
  await search.filters.getByRole('checkbox', { name: /^4 estrellas/ }).click();
  await search.filters.getByRole('button', { name: 'Quitar los 2 filtros' }).click();
  await expect(page).not.toHaveURL(/h\./);
  await expect.poll(() => search.total()).toBe(before);
  await expectNoAxeViolations(page);
});
