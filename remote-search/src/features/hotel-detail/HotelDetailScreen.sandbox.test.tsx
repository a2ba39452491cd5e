/**
 * The hotel detail against the real sandbox: the price with everything compulsory included and
 * its breakdown, and the trip into a new cart.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retrieveCartFull } from '@storefront/shared/api/cart';
import { createHotelSearch, retrieveHotelProposals } from '@storefront/shared/api/holiday-packages';
import { daysFromToday } from '@storefront/testing/sandbox';
import { renderScreen, setUpSandboxScreens } from '../../testing/render';
import { testBrand } from '@storefront/testing/brand';
import HotelDetailScreen from './HotelDetailScreen';

const BRAND = 'sunsea.localhost';

setUpSandboxScreens(BRAND);

async function firstProposal() {
  const outboundDate = daysFromToday(40);
  const returnDate = daysFromToday(44);
  const searchId = await createHotelSearch({
    productType: 'H',
    destination: 'PMI',
    outboundDate,
    returnDate,
    rooms: [{ adults: 2, childrenAges: [] }],
  });
  if (!searchId) throw new Error('no search');
  const page = await retrieveHotelProposals({ searchId, language: 'es' });
  const proposal = page.proposals[0];
  if (!proposal) throw new Error('no proposal');
  const params = new URLSearchParams({
    product: 'H',
    destination: 'pmi',
    outboundDate: outboundDate.replace(/-/g, ''),
    returnDate: returnDate.replace(/-/g, ''),
    mealPlans: proposal.mealPlan,
    hotelId: proposal.accommodation.id,
    searchId,
    proposalId: proposal.id,
  });
  return { proposal, url: `/hotel-detail?${params.toString()}` };
}

describe('the hotel detail with the sandbox', () => {
  it('shows the price with everything compulsory included, and its breakdown adds up', async () => {
    const { proposal, url } = await firstProposal();
    renderScreen(<HotelDetailScreen />, { url, path: '/hotel-detail', brand: testBrand() });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: proposal.accommodation.name },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: 'Desglose del precio' },
      { timeout: 15_000 },
    );
    const euros = (text: string | null) =>
      Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const rows = within(table).getAllByRole('row');
    const total = euros(rows.at(-1)?.lastChild?.textContent ?? null);
    const lines = rows.slice(0, -1).map((row) => euros(row.lastChild?.textContent ?? null));
    expect(Math.round(lines.reduce((a, b) => a + b, 0) * 100) / 100).toBe(total);
    expect(total).toBe(proposal.price.total.amount);
    const photos = screen.getAllByRole('img', { name: /^.+, foto \d+ de \d+$/ });
    expect(photos.length).toBeGreaterThan(1);
    // the main photo, the screen's largest paint, is asked for at once and first; the others wait
    expect(
      photos.map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')]),
    ).toEqual([['eager', 'high'], ...photos.slice(1).map(() => ['lazy', 'auto'])]);
  });

  it('puts the stay in a new cart and opens it', async () => {
    const user = userEvent.setup();
    const { url } = await firstProposal();
    const { router } = renderScreen(<HotelDetailScreen />, {
      url,
      path: '/hotel-detail',
      brand: testBrand(),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Añadir al carrito' }, { timeout: 15_000 }),
    );
    await screen.findByText('elsewhere', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/cart');
    const cartId = new URLSearchParams(router.state.location.search).get('cartId') ?? '';
    const cart = await retrieveCartFull(cartId);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ kind: 'ACCOMMODATION', productType: 'H' });
  });
});
