import { screen, within } from '@testing-library/react';
import { initScreenI18n, renderScreen, serveOwnTranslations } from '../../testing/render';
import { testBrand } from '../../testing/brand';
import LandingScreen from './LandingScreen';

let restoreFetch: () => void;
beforeAll(() => initScreenI18n('es'));
beforeEach(() => {
  restoreFetch = serveOwnTranslations();
});
afterEach(() => restoreFetch());

describe('LandingScreen', () => {
  it("shows the brand's hero title as text, never as HTML", async () => {
    const title = 'Deals <img src=x onerror="window.__xss=1">';
    renderScreen(<LandingScreen />, { brand: testBrand({ landing: { heroTitle: title } }) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // no picture came out of the title
    expect(
      screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src')),
    ).not.toContain('x');
  });

  it("offers the products in the brand's order, each leading to its search", async () => {
    renderScreen(<LandingScreen />, { brand: testBrand() });
    const selector = await screen.findByRole('navigation', { name: '¿Qué quieres reservar?' });
    const links = within(selector).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vuelo + hotel', '/DP'],
      ['Hotel', '/H'],
      ['Vuelos', '/F'],
      ['Hoteles y vuelos', '/HGH'],
    ]);
  });

  it('shows the promo banners from their translation keys, with their links', async () => {
    renderScreen(<LandingScreen />, { brand: testBrand() });
    expect(
      await screen.findByRole('heading', { name: 'Vuelo + hotel, un solo precio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar hoteles' })).toHaveAttribute('href', '/H');
  });

  it('shows the product explanation, deals, destinations and proposals with pictures', async () => {
    renderScreen(<LandingScreen />, { brand: testBrand() });
    expect(await screen.findByRole('heading', { name: 'Cómo funciona' })).toBeInTheDocument();
    const deals = screen.getByRole('region', { name: 'Ofertas del momento' });
    expect(within(deals).getByRole('link', { name: 'Descubre Palma' })).toHaveAttribute(
      'href',
      '/deals?destination=pmi',
    );
    const proposals = screen.getByRole('region', { name: 'Ideas para Vuelo + hotel' });
    expect(within(proposals).getByRole('link', { name: /Descubre Palma/ })).toHaveAttribute(
      'href',
      '/DP?destination=pmi',
    );
  });

  it('does not turn a link the brand names into a script link', async () => {
    renderScreen(<LandingScreen />, { brand: testBrand() });
    const destinations = await screen.findByRole('region', { name: 'Destinos populares' });
    expect(within(destinations).getByText('Barcelona')).toBeInTheDocument();
    expect(within(destinations).queryByRole('link')).toBeNull();
  });
});
