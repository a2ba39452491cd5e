import { act, screen, within } from '@testing-library/react';
import { brandContentOf } from '@storefront/shared/domain/brand';
import { i18n } from '@storefront/shared/i18n';
import { setBrandContentAtom } from '@storefront/shared/state/brand-content';
import { initScreenI18n, renderScreen, serveOwnTranslations } from '../../testing/render';
import { testBrand } from '@storefront/testing/brand';
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

  describe("in another language than the page's", () => {
    afterEach(() => act(() => i18n.changeLanguage('es')));

    it("marks the brand's texts with their language, and the page's own strings not", async () => {
      await act(() => i18n.changeLanguage('en'));
      renderScreen(<LandingScreen />, { brand: testBrand() });
      const hero = await screen.findByRole('heading', {
        level: 1,
        name: 'Tus vacaciones al sol empiezan aquí',
      });
      expect(hero).toHaveAttribute('lang', 'es');
      expect(screen.getByText('Vuelo y hotel al mejor precio, en un solo paso')).toHaveAttribute(
        'lang',
        'es',
      );
      expect(screen.getByRole('region', { name: 'Cómo funciona' })).toHaveAttribute('lang', 'es');
      expect(
        screen.getByRole('img', { name: 'Ofertas de temporada en vuelo y hotel' }),
      ).toHaveAttribute('lang', 'es');
      const deals = screen.getByRole('region', { name: 'Deals of the moment' });
      expect(deals).not.toHaveAttribute('lang');
      expect(within(deals).getByRole('list')).toHaveAttribute('lang', 'es');
      const proposals = screen.getByRole('region', { name: 'Ideas for Flight + hotel' });
      expect(within(proposals).getByRole('list')).toHaveAttribute('lang', 'es');
      // the selector and the promo banners are the page's strings
      expect(
        screen.getByRole('navigation', { name: 'What would you like to book?' }),
      ).not.toHaveAttribute('lang');
    });

    it('marks nothing when the texts are in the page language', async () => {
      renderScreen(<LandingScreen />, { brand: testBrand() });
      const marked = [
        await screen.findByRole('heading', {
          level: 1,
          name: 'Tus vacaciones al sol empiezan aquí',
        }),
        screen.getByText('Vuelo y hotel al mejor precio, en un solo paso'),
        screen.getByRole('region', { name: 'Cómo funciona' }),
        screen.getByRole('img', { name: 'Ofertas de temporada en vuelo y hotel' }),
        within(screen.getByRole('region', { name: 'Ofertas del momento' })).getByRole('list'),
      ];
      for (const element of marked) expect(element).not.toHaveAttribute('lang');
    });

    it('shows the texts the shell fetched in the new language in place, unmarked', async () => {
      const brand = testBrand();
      const { store } = renderScreen(<LandingScreen />, { brand });
      const hero = await screen.findByRole('heading', { level: 1 });
      await act(() => i18n.changeLanguage('en'));
      expect(hero).toHaveAttribute('lang', 'es');
      const english = brandContentOf(
        testBrand({
          contentLanguage: 'en',
          landing: { heroTitle: 'Your holiday in the sun starts here' },
        }),
      );
      act(() => store.set(setBrandContentAtom, english));
      // the same heading, not a new screen
      expect(screen.getByRole('heading', { level: 1 })).toBe(hero);
      expect(hero).toHaveTextContent('Your holiday in the sun starts here');
      expect(hero).not.toHaveAttribute('lang');
    });
  });
});
