/**
 * From the results to a hotel's detail and back, against the real sandbox: the detail is priced
 * with the meal plan the result showed, and its way back leads to the very results it came from
 * (the shopper's filters, sort and page), not to a search filtered by that meal plan.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromToday } from '@storefront/testing/sandbox';
import { i18n } from '@storefront/shared/i18n';
import AccommodationScreen from '../features/accommodation-search/AccommodationScreen';
import HotelDetailScreen from '../features/hotel-detail/HotelDetailScreen';
import { renderScreen, setUpSandboxScreens } from '../testing/render';
import { testBrand } from '@storefront/testing/brand';

const BRAND = 'sunsea.localhost';

setUpSandboxScreens(BRAND);

describe('from the results to a hotel and back', () => {
  it("prices the hotel with the result's meal plan, and goes back to the very results it came from", async () => {
    const user = userEvent.setup();
    const compact = (isoDate: string) => isoDate.replace(/-/g, '');
    // the shopper's own choices: a meal-plan filter, stars, a sort and a page
    const results = `/H?destination=pmi&outboundDate=${compact(daysFromToday(60))}&returnDate=${compact(
      daysFromToday(63),
    )}&mealPlans=HALF_BOARD-FULL_BOARD&h.stars=3-4-5&sort=PRICE-desc&page=2`;
    const { router } = renderScreen(<AccommodationScreen />, {
      url: results,
      path: '/H',
      brand: testBrand(),
      routes: { '/hotel-detail': <HotelDetailScreen /> },
    });
    const [card] = await screen.findAllByRole('article', {}, { timeout: 15_000 });
    if (!card) throw new Error('no hotel on the page');
    const link = within(within(card).getByRole('heading', { level: 3 })).getByRole('link');
    const name = link.textContent ?? '';
    const plans = Object.entries(
      i18n.getResource('es', 'translation', 'domain.mealPlan') as Record<string, string>,
    );
    const [plan] =
      plans.find(([code, label]) => code !== 'ALL_MEAL_PLANS' && within(card).queryByText(label)) ??
      [];
    // (the results are filtered to these two plans)
    expect(plan).toMatch(/^(HALF_BOARD|FULL_BOARD)$/);
    await user.click(link);

    expect(
      await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // the plan the result showed prices the stay
    const planField = await screen.findByRole('combobox', { name: 'Régimen' }, { timeout: 15_000 });
    expect(planField).toHaveValue(plan);

    await user.click(screen.getByRole('link', { name: 'Volver a los resultados' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(results);
    // the filters, sort and page are the shopper's, not the plan of the hotel just seen
    const filters = await screen.findByRole('complementary', { name: 'Filtros' });
    const mealPlans = await within(filters).findByRole(
      'group',
      { name: 'Régimen' },
      { timeout: 15_000 },
    );
    const checked = within(mealPlans)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent?.replace(/\s*\(.*$/, ''));
    expect(checked).toEqual(['Media pensión', 'Pensión completa']);
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('PRICE-desc');
  });
});
