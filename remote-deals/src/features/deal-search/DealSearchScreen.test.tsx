/**
 * The deal search against the sandbox: the choices go to the URL, come back with the back
 * button, and bad values in a link are named and left out.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromToday, injectFault } from '@storefront/testing/sandbox';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { businessProfileFor, defaultProductType } from '../../lib/product-types';
import { brandFor, renderScreens, startI18n } from '../../testing/render';
import DealSearchScreen from './DealSearchScreen';

const showSearch = (url: string, brand: BrandConfig) =>
  renderScreens([{ path: '/deal-search', element: <DealSearchScreen /> }], { url, brand });

/** What each shown deal leads to: its search parameters. */
const shownSearches = () =>
  screen
    .getAllByRole('link', { name: /^(Ver disponibilidad|Check availability)/ })
    .map((link) => new URLSearchParams(link.getAttribute('href')!.split('?')[1]));

const field = (name: string) => screen.getByLabelText(name);
const compact = (iso: string) => iso.replaceAll('-', '');
// date inputs take a whole date at once (typed key by key, every partial value is invalid)
const setDate = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

beforeAll(() => startI18n('es'));

describe('deal search', () => {
  it('narrows the deals by destination, dates and budget and keeps the choices in the URL', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showSearch('/deal-search', brand);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buscar ofertas' }),
    ).toBeInTheDocument();
    await screen.findByText('Ofertas encontradas: 12');
    expect(field('Tipo de viaje')).toHaveValue('DP');

    const destination = field('Destino');
    const option = within(destination).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(destination, option);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() => expect(location().search).toBe(`?product=DP&destination=${option.value}`));
    await waitFor(() =>
      expect(shownSearches().every((s) => s.get('destination') === option.value)).toBe(true),
    );

    const from = daysFromToday(30);
    const to = daysFromToday(100);
    await userEvent.selectOptions(destination, '');
    setDate(field('Salida a partir del'), from);
    setDate(field('Regreso como muy tarde el'), to);
    await userEvent.type(field('Presupuesto máximo por persona (€)'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() =>
      expect(location().search).toBe(
        `?product=DP&outboundDate=${compact(from)}&returnDate=${compact(to)}&budget=900`,
      ),
    );
    await waitFor(() => {
      for (const search of shownSearches()) {
        expect(search.get('outboundDate')! >= compact(from)).toBe(true);
        expect(search.get('returnDate')! <= compact(to)).toBe(true);
      }
    });
    for (const price of screen.getAllByText(/por persona$/)) {
      const amount = Number(price.textContent!.replace(/[^\d,]/g, '').replace(',', '.'));
      expect(amount).toBeLessThanOrEqual(900);
    }
  });

  it('brings the earlier choices back with the back button, and a reload keeps them', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location, back, unmount } = showSearch('/deal-search?product=H', brand);
    await screen.findByText('Ofertas encontradas: 12');
    await userEvent.type(field('Presupuesto máximo por persona (€)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() => expect(location().search).toBe('?product=H&budget=300'));
    await userEvent.selectOptions(field('Tipo de viaje'), 'F');
    await userEvent.clear(field('Presupuesto máximo por persona (€)'));
    await userEvent.type(field('Presupuesto máximo por persona (€)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() => expect(location().search).toBe('?product=F&budget=150'));

    await back();
    await waitFor(() => expect(location().search).toBe('?product=H&budget=300'));
    expect(field('Tipo de viaje')).toHaveValue('H');
    expect(field('Presupuesto máximo por persona (€)')).toHaveValue('300');
    await back();
    await waitFor(() => expect(location().search).toBe('?product=H'));
    expect(field('Presupuesto máximo por persona (€)')).toHaveValue('');

    unmount();
    showSearch('/deal-search?product=F&budget=150', brand);
    expect(await screen.findByLabelText('Tipo de viaje')).toHaveValue('F');
    expect(field('Presupuesto máximo por persona (€)')).toHaveValue('150');
  });

  it('names the values of a link it cannot use, leaves them out and keeps the form usable', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showSearch(
      '/deal-search?outboundDate=20200101&budget=cheap&destination=x&product=H',
      brand,
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La fecha de inicio de este enlace ya ha pasado.',
      'El código de destino de este enlace debe tener entre 2 y 64 letras, cifras, guiones o guiones bajos.',
      'El presupuesto de este enlace debe ser un número entero entre 1 y 100000.',
    ]);
    expect(field('Salida a partir del')).toHaveValue('');
    expect(field('Destino')).toHaveValue('');
    expect(field('Presupuesto máximo por persona (€)')).toHaveValue('');
    expect(field('Tipo de viaje')).toHaveValue('H');
    await screen.findByText('Ofertas encontradas: 12');
    await userEvent.type(field('Presupuesto máximo por persona (€)'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() => expect(location().search).toBe('?product=H&budget=400'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('checks the form and names every mistake, focusing the first', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showSearch('/deal-search', brand);
    await screen.findByText('Ofertas encontradas: 12');
    setDate(field('Salida a partir del'), daysFromToday(40));
    setDate(field('Regreso como muy tarde el'), daysFromToday(20));
    const budget = field('Presupuesto máximo por persona (€)');
    await userEvent.type(budget, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));

    const returnDate = field('Regreso como muy tarde el');
    await waitFor(() => expect(returnDate).toHaveAttribute('aria-invalid', 'true'));
    expect(returnDate).toHaveAccessibleDescription(
      'La fecha de regreso no puede ser anterior a la de salida.',
    );
    expect(returnDate).toHaveFocus();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveAccessibleDescription(
      'Introduce un número entero entre 1 y 100000. Un número entero, sin decimales.',
    );
    expect(field('Salida a partir del')).not.toHaveAttribute('aria-invalid');

    setDate(returnDate, daysFromToday(50));
    await userEvent.clear(budget);
    await userEvent.type(budget, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    await waitFor(() =>
      expect(location().search).toBe(
        `?product=DP&outboundDate=${compact(daysFromToday(40))}&returnDate=${compact(daysFromToday(50))}&budget=500`,
      ),
    );
    expect(budget).not.toHaveAttribute('aria-invalid');
  });

  it('shows an empty state with a way to clear the filters', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showSearch('/deal-search?product=DP&budget=1', brand);
    expect(await screen.findByText('Ninguna oferta coincide con tus filtros.')).toBeInTheDocument();
    expect(screen.getByText('Ofertas encontradas: 0')).toHaveAttribute('role', 'status');
    const results = screen.getByRole('region', { name: 'Resultados' });
    await userEvent.click(within(results).getByRole('button', { name: 'Borrar filtros' }));
    expect(location().search).toBe('?product=DP');
    expect(await screen.findByText('Ofertas encontradas: 12')).toBeInTheDocument();
  });

  it('clears what was typed and not applied, also when the URL has nothing to clear', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showSearch('/deal-search', brand);
    await screen.findByText('Ofertas encontradas: 12');
    const budget = field('Presupuesto máximo por persona (€)');
    await userEvent.type(budget, '0.5');
    setDate(field('Salida a partir del'), daysFromToday(30));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ofertas' }));
    expect(budget).toHaveAttribute('aria-invalid', 'true');

    const form = screen.getByRole('form', { name: 'Filtra las ofertas' });
    await userEvent.click(within(form).getByRole('button', { name: 'Borrar filtros' }));
    expect(budget).toHaveValue('');
    expect(budget).not.toHaveAttribute('aria-invalid');
    expect(field('Salida a partir del')).toHaveValue('');
    expect(location().search).toBe('?product=DP');

    // again, with the URL as cleared as it gets
    await userEvent.type(budget, '700');
    await userEvent.click(within(form).getByRole('button', { name: 'Borrar filtros' }));
    expect(budget).toHaveValue('');
    expect(location().search).toBe('?product=DP');
  });

  it('offers the destinations of the product type chosen in the form', async () => {
    const brand = await brandFor('lastminute.localhost');
    await startI18n('en');
    try {
      const { location } = showSearch('/deal-search', brand);
      await screen.findByText('Deals found: 12');
      expect(field('Type of trip')).toHaveValue('F');
      const flightPlaces = within(field('Destination'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await userEvent.selectOptions(field('Type of trip'), 'H');
      await waitFor(() => {
        const places = within(field('Destination'))
          .getAllByRole('option')
          .map((option) => option.textContent);
        expect(places.length).toBeGreaterThan(1);
        expect(places).not.toEqual(flightPlaces);
      });
      const hotelPlace = within(field('Destination')).getAllByRole(
        'option',
      )[1] as HTMLOptionElement;
      await userEvent.selectOptions(field('Destination'), hotelPlace);
      await userEvent.click(screen.getByRole('button', { name: 'Show deals' }));
      await waitFor(() =>
        expect(location().search).toBe(`?product=H&destination=${hotelPlace.value}`),
      );
      await waitFor(() =>
        expect(shownSearches().every((s) => s.get('destination') === hotelPlace.value)).toBe(true),
      );
    } finally {
      // the screen is still on the page: it re-renders in the language switched back to
      await act(() => startI18n('es'));
    }
  });

  it('says when the destinations of the type chosen in the form cannot be loaded, and tries again', async () => {
    const brand = await brandFor('lastminute.localhost');
    showSearch('/deal-search', brand);
    await screen.findByText('Ofertas encontradas: 12');
    await injectFault({
      call: 'Deals/GetDealsByBP',
      kind: 'GENERIC_ERROR',
      brand: 'lastminute.localhost',
    });
    await userEvent.selectOptions(field('Tipo de viaje'), 'H');
    expect(
      await screen.findByText('No se han podido cargar los destinos de este tipo de viaje.'),
    ).toBeInTheDocument();
    expect(within(field('Destino')).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(within(field('Destino')).getAllByRole('option').length).toBeGreaterThan(1),
    );
    expect(
      screen.queryByText('No se han podido cargar los destinos de este tipo de viaje.'),
    ).not.toBeInTheDocument();
  });

  const listFailed = 'No hemos podido cargar las ofertas.';
  const destinationsFailed = 'No se han podido cargar los destinos de este tipo de viaje.';

  it('shows the failure the server was told in the list and the destinations alike, asking again only on retry', async () => {
    const brand = await brandFor('sunsea.localhost');
    const profile = businessProfileFor(brand, defaultProductType(brand)!)!;
    // the page came from the render server, whose load of the deals failed
    await renderedOnServer([[['deals', profile], { code: 'NO_CONTENT' }]]);
    showSearch('/deal-search', brand);
    expect(screen.getByText(listFailed)).toBeInTheDocument();
    expect(screen.getByText(destinationsFailed)).toBeInTheDocument();
    // the backend answers now, but neither the list nor the destinations ask it of their own accord
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText(listFailed)).toBeInTheDocument();
    expect(screen.getByText(destinationsFailed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ver disponibilidad/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]!);
    await waitFor(() =>
      expect(within(field('Destino')).getAllByRole('option').length).toBeGreaterThan(1),
    );
  });

  it("keeps the server's failure on screen when each effect runs twice (StrictMode)", async () => {
    const brand = await brandFor('sunsea.localhost');
    const profile = businessProfileFor(brand, defaultProductType(brand)!)!;
    await renderedOnServer([[['deals', profile], { code: 'HTTP_ERROR' }]]);
    configure({ reactStrictMode: true });
    try {
      showSearch('/deal-search', brand);
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.getByText(listFailed)).toBeInTheDocument();
      expect(screen.getByText(destinationsFailed)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Ver disponibilidad/ })).not.toBeInTheDocument();
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it("limits the budget to the brand's budget restriction", async () => {
    const brand = await brandFor('members.localhost');
    await startI18n('en');
    try {
      showSearch('/deal-search?budget=2000', brand);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The budget in this link must be a whole number between 1 and 1500.',
      );
      expect(field('Maximum budget per person (€)')).toHaveAccessibleDescription(
        'A whole number, up to €1,500.00.',
      );
    } finally {
      // the screen is still on the page: it re-renders in the language switched back to
      await act(() => startI18n('es'));
    }
  });
});
