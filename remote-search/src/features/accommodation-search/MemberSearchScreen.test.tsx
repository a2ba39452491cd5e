import { screen } from '@testing-library/react';
import { initScreenI18n, renderScreen, serveOwnTranslations } from '../../testing/render';
import { testBrand } from '@storefront/testing/brand';
import MemberSearchScreen from './MemberSearchScreen';

let restoreFetch: () => void;
beforeAll(() => initScreenI18n('es'));
beforeEach(() => {
  sessionStorage.clear();
  restoreFetch = serveOwnTranslations();
});
afterEach(() => restoreFetch());

const publicSearch = async (query: string) => {
  renderScreen(<MemberSearchScreen />, {
    url: `/hdpMemSearch${query}`,
    path: '/hdpMemSearch',
    brand: testBrand(),
  });
  return screen.findByRole('link', { name: 'Buscar sin identificarme' });
};

describe('the member search for a shopper who is not signed in', () => {
  it('offers the public search of the product the link names, with the same search', async () => {
    expect(
      await publicSearch('?product=H&destination=pmi&outboundDate=20990101&h.stars=4'),
    ).toHaveAttribute('href', '/H?destination=pmi&outboundDate=20990101&h.stars=4');
  });

  it('offers the package search when the link names no product', async () => {
    expect(await publicSearch('?destination=pmi')).toHaveAttribute('href', '/DP?destination=pmi');
  });

  it('offers the package search for a product this screen does not search', async () => {
    expect(await publicSearch('?product=F')).toHaveAttribute('href', '/DP');
  });
});
