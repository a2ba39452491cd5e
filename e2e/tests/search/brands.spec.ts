import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { brandUrl } from '../../support/env';
import {
  STAY,
  urlDate,
  SearchPage,
  acceptCookies,
  expectProposalCall,
  facetOf,
  searchUrl,
} from '../../support/pages/search';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });

const ONE_NIGHT = { outboundDate: urlDate(60), returnDate: urlDate(61) };
test.beforeEach(async ({ context }) => {
  await acceptCookies(context, ['flyfree', 'punti']);
});

test('a free-flight brand sells stays as any brand does and says what its voucher covers', async ({
  page,
}) => {
  const since = Date.now();
  const search = new SearchPage(page);
  await page.goto(
    brandUrl(
      'flyfree',
      searchUrl('/H', {
        destination: 'pmi',
        ...ONE_NIGHT,
        sort: 'STARS-desc',
        'h.price': '50-2000',
      }),
    ),
  );
  const results = page.getByRole('region', { name: /^Hébergements à/ });
  await expect(results.getByRole('status').first()).toHaveText(/^\d+ hébergements? trouvés?/);
  const sort = results.getByLabel('Trier par');
  await expect(sort).toBeEnabled();
  await expect(sort).toHaveValue('STARS-desc');
  await expect(
    page.getByText(
      /^Votre bon de vol offert couvre le prix total d’un vol, pour tous les voyageurs, jusqu’à 300\s€\. Les hébergements sont vendus à leur prix habituel\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/× 100/)).toHaveCount(0);
  await expectProposalCall('flyfree.localhost', since, (body) => {
    const price = facetOf(body, 'PRICE');
    return (
      body.sort?.name === 'STARS' &&
      body.sort.ascending === false &&
      price?.from === 50 &&
      price.to === 2000
    );
  });
  await expect(search.main.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the member search shows prices in the brand points for a signed-in member', async ({
  page,
}) => {
  await page.goto(
    brandUrl(
      'punti',
      `${searchUrl('/hdpMemSearch', { product: 'H', destination: 'rom', ...STAY })}&a=member-silver`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Ricerca per i soci' })).toBeVisible();
  await expect(page.getByText('Prezzi riservati ai soci, anche in Punti Stella.')).toBeVisible();
  const first = page.getByRole('main').getByRole('article').first();
  const price = Number(
    ((await first.locator('.rs-price__total').textContent()) ?? '')
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  );
  // pointsConversionRate 0.01: one point per cent
  const points = new Intl.NumberFormat('it').format(Math.ceil(Number((price / 0.01).toFixed(6))));
  await expect(first.getByText(`oppure ${points} Punti Stella`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the member search asks an anonymous shopper to sign in', async ({ page }) => {
  await page.goto(brandUrl('punti', '/hdpMemSearch'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ricerca per i soci' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solo per i soci' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cerca senza identificarmi' })).toHaveAttribute(
    'href',
    '/DP',
  );
  await expectNoAxeViolations(page);
});
