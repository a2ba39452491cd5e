/**
 * The deals list against the sandbox: each test signs on for its brand and renders the screen
 * with the brand's real configuration in the store.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBrandContent } from '@storefront/shared/api/content';
import { injectFault, pendingFaults } from '@storefront/testing/sandbox';
import { i18n } from '@storefront/shared/i18n';
import { setBrandContentAtom } from '@storefront/shared/state/brand-content';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { dealsAtom } from '@storefront/shared/state';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { businessProfileFor, defaultProductType } from '../../lib/product-types';
import { brandFor, renderScreens, startI18n } from '../../testing/render';
import DealsScreen from './DealsScreen';

const showDeals = (url: string, brand: BrandConfig) =>
  renderScreens([{ path: '/deals', element: <DealsScreen /> }], { url, brand });

const dealCards = () => screen.getAllByRole('article');

beforeAll(() => startI18n('es'));

describe('deals list', () => {
  it("lists the brand's deals for its first product type, with picture, place, dates, price and what is included", async () => {
    const brand = await brandFor('sunsea.localhost');
    const { store } = showDeals('/deals', brand);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ofertas de Vuelo + hotel' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ofertas encontradas: 12')).toHaveAttribute('role', 'status');
    expect(dealCards()).toHaveLength(12);

    const card = dealCards()[0]!;
    const picture = within(card).getByRole('img', { name: /^Vista de / });
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^\/media\/destinations\//));
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '225');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('Salida desde')).toBeInTheDocument();
    expect(within(card).getByText('Madrid')).toBeInTheDocument();
    expect(within(card).getByText(/por persona$/)).toHaveTextContent(/€/);
    expect(within(card).getByText(/^Antes /)).toBeInTheDocument();
    expect(within(card).getByText(/\d+ noches/)).toBeInTheDocument();
    for (const included of ['Vuelo', 'Alojamiento', 'Traslados']) {
      expect(within(card).getByText(included)).toBeInTheDocument();
    }
    expect(within(card).getByText(/^Régimen: /)).toBeInTheDocument();
    // the list is in the shared store for the other remotes
    expect(store.get(dealsAtom)).toHaveLength(12);
  });

  it('leads each deal to its search, pre-filled through the shared URL codec', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showDeals('/deals', brand);
    const card = (await screen.findAllByRole('article'))[0]!;
    const link = within(card).getByRole('link', { name: /^Ver disponibilidad\s?: / });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/DP\?product=DP&departure=mad&destination=[a-z]{3}&outboundDate=\d{8}&returnDate=\d{8}$/,
      ),
    );
    await userEvent.click(link);
    expect(location().pathname).toBe('/DP');
    expect(await screen.findByRole('heading', { name: 'Another screen' })).toBeInTheDocument();
  });

  it('shows the product type of the URL and switches type with the type links', async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showDeals('/deals?product=H', brand);
    const types = await screen.findByRole('navigation', { name: 'Tipo de viaje' });
    expect(within(types).getByRole('link', { name: 'Hotel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findAllByRole('article');
    expect(screen.queryByText('Salida desde')).not.toBeInTheDocument();
    await userEvent.click(within(types).getByRole('link', { name: 'Vuelos' }));
    expect(location().search).toBe('?product=F');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ofertas de Vuelos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dealCards()).toHaveLength(12));
    expect(within(dealCards()[0]!).getByText(/solo ida/)).toBeInTheDocument();
    expect(
      within(dealCards()[0]!).getByRole('link', { name: /^Ver disponibilidad/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/F\?product=F&departure=mad&/));
  });

  it('says so when the business profile has no deals', async () => {
    const brand = await brandFor('members.localhost');
    showDeals('/deals?product=DP', brand);
    expect(
      await screen.findByText('Ahora mismo no hay ofertas de Vuelo + hotel.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ofertas encontradas: 0');
  });

  it('shows a translated error with a retry that recovers, focus kept on the list', async () => {
    const brand = await brandFor('punti.localhost');
    await injectFault({
      call: 'Deals/GetDealsByBP',
      kind: 'GENERIC_ERROR',
      brand: 'punti.localhost',
      times: 1,
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showDeals('/deals', brand);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar las ofertas.');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Deals/GetDealsByBP: GENERIC_ERROR'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dealCards()).toHaveLength(12));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ofertas de Vuelo + hotel' })).toHaveFocus();
    expect(await pendingFaults('punti.localhost')).toEqual([]);
  });

  it('shows the failure the server was told at once, without asking again, and asks on retry', async () => {
    const brand = await brandFor('punti.localhost');
    const profile = businessProfileFor(brand, defaultProductType(brand)!)!;
    // the page came from the render server, whose load of the deals failed
    await renderedOnServer([[['deals', profile], { code: 'HTTP_ERROR' }]]);
    showDeals('/deals', brand);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar las ofertas.');
    // the backend answers now, but the page does not ask it of its own accord
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dealCards()).toHaveLength(12));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("narrows to the destination of a brand's featured-deal link, with a way back to all deals", async () => {
    const brand = await brandFor('sunsea.localhost');
    const { location } = showDeals('/deals', brand);
    const first = within((await screen.findAllByRole('article'))[0]!);
    const destination = first
      .getByRole('img', { name: /^Vista de / })
      .getAttribute('alt')!
      .replace('Vista de ', '');
    const code = /destination=([a-z]{3})/.exec(
      first.getByRole('link', { name: /^Ver disponibilidad/ }).getAttribute('href')!,
    )![1]!;

    const view = showDeals(`/deals?destination=${code}`, brand);
    const list = within(view.container);
    expect(
      await list.findByRole('heading', { level: 2, name: `Ofertas a ${destination}` }),
    ).toBeInTheDocument();
    for (const card of list.getAllByRole('article')) {
      expect(within(card).getByText(destination, { selector: 'dd' })).toBeInTheDocument();
    }
    view.unmount();

    const utils = showDeals('/deals?destination=zrh&product=DP', brand);
    expect(
      await within(utils.container).findByText('Ahora mismo no hay ofertas a ZRH.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(utils.container).getByRole('link', { name: 'Ver todas las ofertas' }),
    );
    expect(utils.location().search).toBe('?product=DP');
    expect(location().search).toBe('');
  });

  it("shows the brand's featured deals and destinations, and the Scalapay marker for a Scalapay-club brand", async () => {
    const flyfree = await brandFor('flyfree.localhost');
    showDeals('/deals', flyfree);
    expect(await screen.findByText('Club Scalapay')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Destacados de FlyFree Vacances' });
    const offers = within(featured).getAllByRole('listitem');
    expect(offers).toHaveLength(flyfree.offers.deals.length);
    expect(within(offers[0]!).getByRole('link')).toHaveAttribute(
      'href',
      flyfree.offers.deals[0]!.url,
    );
    const destinations = screen.getByRole('region', { name: 'Destinos populares' });
    expect(within(destinations).getAllByRole('link')).toHaveLength(
      flyfree.offers.destinations.length,
    );
  });

  describe("on a page in another language than the brand's", () => {
    afterEach(() => act(() => i18n.changeLanguage('es')));

    it("marks the brand's offers with their language, and shows the ones the shell fetched in the page's", async () => {
      const brand = await brandFor('sunsea.localhost');
      const { store } = showDeals('/deals', brand);
      await screen.findAllByRole('article');
      await act(() => i18n.changeLanguage('de'));
      const featured = await screen.findByRole('region', {
        name: 'Empfohlen von Sun & Sea Viajes',
      });
      // the headings are the page's; the offers are the brand's, still in Spanish
      expect(featured).not.toHaveAttribute('lang');
      expect(within(featured).getByRole('list')).toHaveAttribute('lang', 'es');
      expect(within(featured).getByText('Descubre Palma de Mallorca')).toBeInTheDocument();
      const destinations = screen.getByRole('region', { name: 'Beliebte Reiseziele' });
      expect(within(destinations).getByRole('list')).toHaveAttribute('lang', 'es');

      // the shell's texts in German, from the content service
      const german = await getBrandContent('sunsea.localhost', 'de');
      act(() => store.set(setBrandContentAtom, german!));
      expect(within(featured).getByText('Entdecke Palma de Mallorca')).toBeInTheDocument();
      expect(within(featured).getByRole('list')).not.toHaveAttribute('lang');
      expect(within(destinations).getByRole('list')).not.toHaveAttribute('lang');
    });
  });

  it('shows no Scalapay marker and no offer sections for a brand without them', async () => {
    const brand = await brandFor('sunsea.localhost');
    showDeals('/deals', {
      ...brand,
      offers: { isScalapayClub: false, deals: [], destinations: [] },
    });
    await screen.findAllByRole('article');
    expect(screen.queryByText('Club Scalapay')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destinos populares' })).not.toBeInTheDocument();
  });

  it('says which value of the URL it could not use and shows the default product instead', async () => {
    const brand = await brandFor('sunsea.localhost');
    const limited = {
      ...brand,
      brand: { ...brand.brand, businessProfiles: { DP: 'BP_SUNSEA_DP' } },
    };
    showDeals('/deals?product=zz', limited);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El tipo de producto de este enlace es desconocido; debe ser uno de: H, DP, F, FF, HGH.',
    );
    showDeals('/deals?product=H', limited);
    expect(
      await screen.findByText(
        'Esta web no ofrece ofertas del tipo de viaje de este enlace; te mostramos las de Vuelo + hotel.',
      ),
    ).toBeInTheDocument();
  });
});
