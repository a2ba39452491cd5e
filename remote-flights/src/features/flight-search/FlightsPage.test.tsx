/**
 * The flights screen against the sandbox: a deep link searches and lists, filters and sorts go
 * to the URL and the request, the proposal-fetching states of spec section 4 (retries, no
 * results) reach the store, brand rules show, and a chosen flight lands in a cart.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCart } from '@storefront/shared/api/cart';
import {
  daysFromToday,
  expireCart,
  injectFault,
  pendingFaults,
  recordedRequests,
} from '@storefront/testing/sandbox';
import {
  cartDetailAtom,
  cartExpiredAtom,
  flightFiltersAtom,
  isFetchingProposalsAtom,
  noResultMessageAtom,
  retrieveProposalsAtom,
  sortSelectorAtom,
} from '@storefront/shared/state';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { readFlightsUrl, searchKey, searchRequestOf } from '../../lib/flights-url';
import { brandFor, renderScreens, startI18n } from '../../testing/render';
import { FlightsPage } from './FlightsPage';

const PROPOSALS = 'ShoppingTransportService/RetrieveProposals';
const CREATE = 'ShoppingTransportService/CreateSearch';
const compact = (iso: string) => iso.replaceAll('-', '');
const outbound = compact(daysFromToday(30));
const inbound = compact(daysFromToday(37));
const returnSearch = `departure=mad&destination=bcn&outboundDate=${outbound}&returnDate=${inbound}`;

function show(url: string, brand: BrandConfig, variant: 'flights' | 'member' = 'flights') {
  return renderScreens(
    [
      { path: '/F', element: <FlightsPage variant="flights" /> },
      { path: '/memSearch', element: <FlightsPage variant={variant} /> },
    ],
    { url, brand },
  );
}

const results = () =>
  screen.getByRole('region', { name: /^(Resultados|Results|Risultati|Résultats)$/ });
const status = () => within(results()).getByRole('status');
type Body = { facets?: { name: string; values?: string[]; from?: unknown; to?: unknown }[] };
const facet = (body: unknown, name: string) =>
  (body as Body).facets?.find((item) => item.name === name);

beforeAll(() => startI18n('es'));

describe('FlightsPage', () => {
  it('searches what a deep link says and lists the proposals, the store following', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { store } = show(`/F?${returnSearch}&adults=1`, brand);
    // every value the flag takes (the search starts once CreateSearch has answered, which on a
    // cold machine may take longer than a poll waits)
    const fetching: boolean[] = [];
    store.sub(isFetchingProposalsAtom, () => fetching.push(store.get(isFetchingProposalsAtom)));
    expect(screen.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
    expect(fetching).toEqual([true, false]);
    expect(store.get(retrieveProposalsAtom)?.kind).toBe('flights');
    expect(store.get(sortSelectorAtom)).toEqual({ name: 'RECOMMENDED', ascending: true });
    expect(await within(results()).findAllByRole('article')).toHaveLength(20);
    await screen.findByDisplayValue(/Madrid/);
    expect((screen.getByRole('combobox', { name: 'Destino' }) as HTMLInputElement).value).toMatch(
      /Barcelona/,
    );
    const sent = (await recordedRequests(PROPOSALS, 'sunsea.localhost')).at(-1)!;
    expect(sent.body).toMatchObject({
      sort: { name: 'RECOMMENDED', ascending: true },
      page: { number: 1, size: 20 },
      filtersMetadata: true,
      staticData: { language: 'es' },
    });
  });

  it('direct only goes to the URL and asks for 0 stops both ways', async () => {
    const user = userEvent.setup();
    const brand = await brandFor('sunsea.localhost');
    const { location, store } = show(`/F?${returnSearch}`, brand);
    await waitFor(() => expect(status()).toHaveTextContent(/vuelos encontrados/), {
      timeout: 15_000,
    });
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Solo vuelos directos' }));
    await waitFor(() => expect(location().search).toContain('f.direct=true'));
    expect(store.get(flightFiltersAtom)?.onlyDirectRoutes).toBe(true);
    const outboundStops = within(filters).getByRole('group', { name: 'Escalas en la ida' });
    expect(within(outboundStops).getByRole('checkbox', { name: /^1 escala/ })).toBeDisabled();
    await waitFor(async () => {
      const sent = (await recordedRequests(PROPOSALS, 'sunsea.localhost')).at(-1)!;
      expect(facet(sent.body, 'OUTBOUND_STOPS')).toEqual({ name: 'OUTBOUND_STOPS', values: ['0'] });
      expect(facet(sent.body, 'INBOUND_STOPS')).toEqual({ name: 'INBOUND_STOPS', values: ['0'] });
    });
  });

  it('says it is still searching while GENERIC_ERRORs are retried, then lists', async () => {
    const brand = await brandFor('xss.localhost');
    await injectFault({ call: PROPOSALS, kind: 'GENERIC_ERROR', brand: 'xss.localhost', times: 2 });
    const { store } = show(`/F?${returnSearch}`, brand);
    await waitFor(
      () => expect(status()).toHaveTextContent(/^Seguimos buscando: .*intento [12] de 10/),
      { timeout: 10_000 },
    );
    expect(store.get(isFetchingProposalsAtom)).toBe(true);
    // the filters' counts are not the search's yet: the panel says it is busy, as the results do
    const filters = () => screen.getByRole('complementary', { name: 'Filtros' });
    await waitFor(() => expect(filters()).toHaveAttribute('aria-busy', 'true'));
    expect(results()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(status()).toHaveTextContent(/vuelos encontrados\.$/), {
      timeout: 15_000,
    });
    expect(filters()).not.toHaveAttribute('aria-busy');
    expect(store.get(isFetchingProposalsAtom)).toBe(false);
    expect(store.get(noResultMessageAtom)).toBe(false);
    expect(await pendingFaults('xss.localhost')).toEqual([]);
  });

  it('shows the no-results state on NO_CONTENT and sets noResultMessage', async () => {
    const brand = await brandFor('members.localhost');
    await injectFault({
      call: PROPOSALS,
      kind: 'NO_CONTENT',
      brand: 'members.localhost',
      times: 1,
    });
    const { store } = show(`/F?${returnSearch}`, brand);
    await waitFor(() => expect(status()).toHaveTextContent('No se han encontrado vuelos.'), {
      timeout: 10_000,
    });
    expect(screen.getByText('No hemos encontrado vuelos para esta búsqueda.')).toBeInTheDocument();
    expect(store.get(noResultMessageAtom)).toBe(true);
    expect(store.get(isFetchingProposalsAtom)).toBe(false);
  });

  it('does not leave the fetching flag on when the screen is left mid-search', async () => {
    const brand = await brandFor('lastminute.localhost');
    await injectFault({
      call: PROPOSALS,
      kind: 'LATENCY',
      latencyMs: 1500,
      brand: 'lastminute.localhost',
      times: 1,
    });
    const { store, unmount } = show(`/F?${returnSearch}`, brand);
    // the request has reached the sandbox (which holds its answer) when the fault is used up
    await waitFor(async () => expect(await pendingFaults('lastminute.localhost')).toEqual([]), {
      timeout: 10_000,
    });
    expect(store.get(isFetchingProposalsAtom)).toBe(true);
    unmount();
    expect(store.get(isFetchingProposalsAtom)).toBe(false);
  });

  it('on a free-flight brand, caps the price at 300, forces PRICE and says why, with the brand’s conditions', async () => {
    await startI18n('fr');
    let view: ReturnType<typeof show> | undefined;
    try {
      const brand = await brandFor('flyfree.localhost');
      view = show(`/F?${returnSearch}&sort=DURATION`, brand);
      await waitFor(() => expect(status()).toHaveTextContent(/vols trouvés/), { timeout: 15_000 });
      const sort = within(results()).getByRole('combobox', { name: 'Trier par' });
      expect(sort).toHaveValue('PRICE');
      expect(sort).toBeDisabled();
      expect(sort).toHaveAccessibleDescription(
        'Avec votre bon de vol gratuit, les vols sont toujours triés par prix.',
      );
      expect(screen.getByText('Bon de vol gratuit')).toBeInTheDocument();
      // the brand's conditions (its conditionsKey), in this screen's strings
      expect(
        screen.getByText('Votre vol est offert avec votre séjour, jusqu’au montant de votre bon.'),
      ).toBeInTheDocument();
      const sent = (await recordedRequests(PROPOSALS, 'flyfree.localhost')).at(-1)!;
      expect(facet(sent.body, 'PRICE')).toEqual({ name: 'PRICE', from: 0, to: 300 });
      expect((sent.body as { sort: unknown }).sort).toEqual({ name: 'PRICE', ascending: true });
    } finally {
      // the screen goes before the language changes back, not re-rendered in Spanish after the test
      view?.unmount();
      await startI18n('es');
    }
  });

  it('on a member search, gives prices in the brand’s points too', async () => {
    const brand = await brandFor('punti.localhost');
    show(`/memSearch?departure=mad&destination=lon&outboundDate=${outbound}`, brand, 'member');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Búsqueda para socios' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Los precios también se muestran en Punti Stella: cada uno vale 0,01 €.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(/vuelos encontrados/), {
      timeout: 15_000,
    });
    const first = (await within(results()).findAllByRole('article'))[0]!;
    const total = within(first).getByText(/^[\d.]+,\d{2}\s€$/).textContent!;
    const euros = Number(total.replace(/[^\d,]/g, '').replace(',', '.'));
    const points = Math.ceil(Math.round(euros * 100 * 1e6) / 1e6);
    expect(
      within(first).getByText(`${points.toLocaleString('es-ES')} Punti Stella`),
    ).toBeInTheDocument();
  });

  it('names the refused values of a link and searches nothing until the form is sent', async () => {
    const brand = await brandFor('sunsea.localhost');
    show(
      `/F?departure=mad&destination=bcn&outboundDate=${outbound}&returnDate=20200101&sort=X`,
      brand,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('La fecha de fin de este enlace ya ha pasado.');
    expect(alert).toHaveTextContent('El orden de este enlace no existe');
    expect(screen.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ida y vuelta' })).toBeChecked();
    // and still nothing once the form's own work (its strings, its suggestions) has settled
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
  });

  it('creates the search again once when the backend no longer knows its id, and lists', async () => {
    const brand = await brandFor('members.localhost');
    const created = (await recordedRequests(CREATE, 'members.localhost')).length;
    await injectFault({ call: PROPOSALS, kind: 'NOT_FOUND', brand: 'members.localhost', times: 1 });
    const { store } = show(`/F?departure=mad&destination=lis&outboundDate=${outbound}`, brand);
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
    expect(screen.queryByText('No hemos encontrado vuelos para esta búsqueda.')).toBeNull();
    expect(await pendingFaults('members.localhost')).toEqual([]);
    const creations = (await recordedRequests(CREATE, 'members.localhost')).length - created;
    expect(creations).toBe(2);
    expect(store.get(isFetchingProposalsAtom)).toBe(false);
  });

  it('does not create the search again and again: a second NOT_FOUND shows no flights, and trying again lists', async () => {
    const user = userEvent.setup();
    const brand = await brandFor('members.localhost');
    await injectFault({ call: PROPOSALS, kind: 'NOT_FOUND', brand: 'members.localhost', times: 2 });
    show(`/F?departure=mad&destination=lis&outboundDate=${outbound}`, brand);
    await waitFor(() => expect(status()).toHaveTextContent('No se han encontrado vuelos.'), {
      timeout: 10_000,
    });
    expect(await pendingFaults('members.localhost')).toEqual([]);
    await user.click(within(results()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
  });

  /** Opens `url` with its search's creation failing once, and waits for the screen to say so. */
  async function showWithFailedCreation(url: string) {
    const brand = await brandFor('lastminute.localhost');
    await injectFault({ call: CREATE, kind: 'HTTP_500', brand: 'lastminute.localhost', times: 1 });
    const view = show(url, brand);
    await waitFor(
      () => expect(status()).toHaveTextContent('No se ha podido iniciar la búsqueda.'),
      { timeout: 10_000 },
    );
    return view;
  }

  it('says the search could not start, and Search tries it again', async () => {
    const user = userEvent.setup();
    await showWithFailedCreation(`/F?${returnSearch}`);
    expect(screen.getByText('Ahora mismo no podemos iniciar esta búsqueda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
  });

  it('shows a search the render server could not start as it showed it, without creating it again', async () => {
    const user = userEvent.setup();
    const brand = await brandFor('lastminute.localhost');
    const request = searchRequestOf(readFlightsUrl(returnSearch), 'F')!;
    // the page came from the render server, whose CreateSearch failed
    await renderedOnServer([[['flight-search-id', searchKey(request)], { code: 'HTTP_ERROR' }]]);
    show(`/F?${returnSearch}`, brand);
    expect(status()).toHaveTextContent('No se ha podido iniciar la búsqueda.');
    // the backend would answer now, but the page does not ask it of its own accord
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(status()).toHaveTextContent('No se ha podido iniciar la búsqueda.');
    await user.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
  });

  it('tries a search that could not start again when Search only takes it back to page 1', async () => {
    const user = userEvent.setup();
    const { location } = await showWithFailedCreation(`/F?${returnSearch}&page=2`);
    await user.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    // the end the shopper sees: the first page's address and its flights (on a loaded machine the
    // count may show before the address has lost its page)
    await waitFor(
      () => {
        expect(location().search).not.toContain('page=');
        expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/);
      },
      { timeout: 15_000 },
    );
  });

  it('searches the first value of a parameter the link gives twice, and says so', async () => {
    const brand = await brandFor('sunsea.localhost');
    show(`/F?departure=mad&departure=bcn&destination=lis&outboundDate=${outbound}`, brand);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este enlace indica «departure» más de una vez; se ha usado el primer valor.',
    );
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ vuelos encontrados\.$/), {
      timeout: 15_000,
    });
    const sent = await recordedRequests(CREATE, 'sunsea.localhost');
    expect(sent.at(-1)?.body).toMatchObject({ departure: 'MAD', destination: 'LIS' });
  });

  /** Opens `url`, chooses the first flight listed and answers the cart the screen went to. */
  async function chooseFirstFlight(url: string) {
    const user = userEvent.setup();
    const brand = await brandFor('sunsea.localhost');
    const { location, store } = show(url, brand);
    await waitFor(() => expect(status()).toHaveTextContent(/vuelos encontrados/), {
      timeout: 15_000,
    });
    const first = (await within(results()).findAllByRole('article'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Ver detalles' }));
    await user.click(await within(first).findByRole('button', { name: 'Elegir este vuelo' }));
    await waitFor(() => expect(location().pathname).toBe('/cart'));
    return { cartId: new URLSearchParams(location().search).get('cartId'), store };
  }

  it('puts a chosen flight in a new cart and goes to the cart', async () => {
    const { cartId, store } = await chooseFirstFlight(
      `/F?departure=mad&destination=lis&outboundDate=${outbound}`,
    );
    expect(store.get(cartDetailAtom)?.cartId).toBe(cartId);
    expect(store.get(cartDetailAtom)?.products.map((product) => product.kind)).toEqual(['FLIGHT']);
    await act(async () => undefined);
  });

  it('puts a chosen flight in a new cart when the link’s cart has expired, and that cart is not expired', async () => {
    const expired = (await createCart({ productType: 'F' })).cartId;
    await expireCart(expired);
    const { cartId, store } = await chooseFirstFlight(
      `/F?departure=mad&destination=lis&outboundDate=${outbound}&cartId=${expired}`,
    );
    expect(cartId).not.toBe(expired);
    expect(store.get(cartDetailAtom)?.cartId).toBe(cartId);
    expect(store.get(cartExpiredAtom)).toBe(false);
    await act(async () => undefined);
  });
});
