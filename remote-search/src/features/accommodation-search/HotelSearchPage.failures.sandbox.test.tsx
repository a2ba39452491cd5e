/**
 * The search screen when a search fails, against the real sandbox: what is on screen belongs to
 * the search asked for, and Search tries a failed search again. Its faults are scoped to a brand
 * of its own (quality.localhost), so they never meet the calls of the other test files.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromToday, injectFault } from '@storefront/testing/sandbox';
import AccommodationScreen from './AccommodationScreen';
import { renderScreen, setUpSandboxScreens } from '../../testing/render';
import { testBrand } from '@storefront/testing/brand';

const BRAND = 'quality.localhost';
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const stay = (from: number, nights: number) =>
  `outboundDate=${compact(daysFromToday(from))}&returnDate=${compact(daysFromToday(from + nights))}`;

setUpSandboxScreens(BRAND);
beforeEach(() => {
  // (the API client says each failed call on console.error)
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const count = () => screen.findByText(/alojamientos? encontrados?/, {}, { timeout: 15_000 });
const failure = () =>
  screen.findByRole(
    'heading',
    { name: 'No hemos podido cargar los alojamientos' },
    { timeout: 15_000 },
  );

describe('the search screen when a search fails', () => {
  it('shows nothing of the previous search once another search fails', async () => {
    const user = userEvent.setup();
    renderScreen(<AccommodationScreen />, {
      url: `/DP?departure=mad&destination=pmi&${stay(70, 4)}`,
      path: '/DP',
      brand: testBrand(),
      routes: { '/HGH': <AccommodationScreen /> },
    });
    await count();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Alojamientos en Palma de Mallorca' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vuelo incluido en todos los precios')).toBeInTheDocument();

    // another search (hotels and flights instead of a package), which the backend refuses
    await injectFault({
      call: 'ShoppingHDPService/CreateSearch',
      kind: 'GENERIC_ERROR',
      brand: BRAND,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qué reservar' }), 'HGH');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await failure()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hoteles y vuelos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.queryByText('Vuelo incluido en todos los precios')).toBeNull();
    expect(screen.queryAllByRole('article')).toEqual([]);
    // no counts of the other search's hotels in the filters
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    expect(within(filters).queryByRole('group', { name: 'Estrellas' })).toBeNull();
  });

  it('searches again when Search is pressed after a failure, without a second history entry', async () => {
    const user = userEvent.setup();
    await injectFault({
      call: 'ShoppingHDPService/RetrieveProposals',
      kind: 'GENERIC_ERROR',
      brand: BRAND,
    });
    const { router } = renderScreen(<AccommodationScreen />, {
      url: `/H?destination=pmi&${stay(80, 5)}`,
      path: '/H',
      brand: testBrand(),
    });
    expect(await failure()).toBeInTheDocument();
    const before = router.state.location;

    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await count()).toBeInTheDocument();
    expect(screen.queryByText('No hemos podido cargar los alojamientos')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // the same address, not pushed again
    expect(router.state.location.key).toBe(before.key);
  });
});
