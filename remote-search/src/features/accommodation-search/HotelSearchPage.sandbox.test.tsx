/**
 * The hotels-and-packages search screen against the real sandbox: what the URL says is searched,
 * a filter changes the URL, the request and the list, and the backend's answers become the
 * designed states.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromToday, lastRequest } from '@storefront/testing/sandbox';
import AccommodationScreen from './AccommodationScreen';
import { renderScreen, setUpSandboxScreens } from '../../testing/render';
import { testBrand } from '@storefront/testing/brand';

// a brand no other test file of this package signs on as: the files run side by side, and this
// one reads the sandbox's last call of its brand
const BRAND = 'lastminute.localhost';
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const STAY = `outboundDate=${compact(daysFromToday(50))}&returnDate=${compact(daysFromToday(55))}`;

setUpSandboxScreens(BRAND);

const count = () => screen.findByText(/alojamientos? encontrados?/, {}, { timeout: 15_000 });

describe('the search screen with the sandbox', () => {
  it('searches what the URL says and announces the result count', async () => {
    renderScreen(<AccommodationScreen />, {
      url: `/H?destination=pmi&${STAY}`,
      path: '/H',
      brand: testBrand(),
    });
    expect(await count()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Hoteles' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const sent = await lastRequest('ShoppingHDPService/RetrieveProposals', BRAND);
    expect(sent.body).toMatchObject({
      page: { number: 1, size: 20 },
      sort: { name: 'RECOMMENDED', ascending: true },
      filtersMetadata: true,
    });
  });

  it('applies a filter: the URL, the request and the list change, the total is its count', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<AccommodationScreen />, {
      url: `/H?destination=pmi&${STAY}`,
      path: '/H',
      brand: testBrand(),
    });
    await count();
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    const fiveStars = within(filters).getByRole('checkbox', { name: /^5 estrellas/ });
    const expected = Number(/\((\d+)\)/.exec(fiveStars.parentElement?.textContent ?? '')?.[1]);
    await user.click(fiveStars);
    expect(router.state.location.search).toContain('h.stars=5');
    expect(
      await screen.findByText(
        new RegExp(`^${expected} alojamientos? encontrados?`),
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const sent = await lastRequest('ShoppingHDPService/RetrieveProposals', BRAND);
    expect(sent.body).toMatchObject({ facets: [{ name: 'STARS', values: ['5'] }] });
  });

  it('says so when the destination has no hotels', async () => {
    renderScreen(<AccommodationScreen />, {
      url: `/H?destination=zrh&${STAY}`,
      path: '/H',
      brand: testBrand(),
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No hay alojamientos en este destino' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('says that a stay needs a night when the link returns the day it arrives, keeping the dates', async () => {
    const day = compact(daysFromToday(50));
    renderScreen(<AccommodationScreen />, {
      url: `/H?destination=pmi&outboundDate=${day}&returnDate=${day}`,
      path: '/H',
      brand: testBrand(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parte de este enlace no se ha podido usar');
    expect(alert).toHaveTextContent(
      'La estancia debe ser de al menos una noche: elige una fecha de fin posterior.',
    );
    // the form keeps the link's dates for the shopper to change
    expect(
      await screen.findByRole('button', { name: /^Fechas Del .+ al .+$/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('explains a malformed link and keeps the form usable', async () => {
    const user = userEvent.setup();
    renderScreen(<AccommodationScreen />, {
      url: '/DP?destination=pmi&adults=0&childrenAges=4-40',
      path: '/DP',
      brand: testBrand(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El número de adultos debe estar entre 1 y 9.');
    expect(alert).toHaveTextContent('La edad de cada niño debe ser un número entero entre 0 y 17.');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Elige desde dónde sales.')).toBeInTheDocument();
    expect(screen.getByText('Elige las fechas de llegada y de salida.')).toBeInTheDocument();
  });
});
