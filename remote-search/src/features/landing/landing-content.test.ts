import type { BrandConfig } from '@storefront/shared/domain/brand';
import { testBrand } from '@storefront/testing/brand';
import { proposalHref, selectorEntries } from './landing-content';

const types = (brand: BrandConfig) => selectorEntries(brand).map((entry) => entry.productType);

describe('the landing product selector', () => {
  it("follows the brand's product type order, then adds the extra selector with its title key", () => {
    const brand = testBrand();
    expect(types(brand)).toEqual(['DP', 'H', 'F', 'HGH']);
    expect(selectorEntries(brand).at(-1)).toEqual({
      productType: 'HGH',
      titleKey: 'landing.selector.hgh',
    });
  });

  it('keeps only the types the landing shows in its selector', () => {
    const brand = testBrand({
      brand: { productTypeOrder: ['F', 'FF', 'DP'] },
      landing: { showInSelector: ['DP', 'H', 'F'], extraSelector: null },
    });
    expect(types(brand)).toEqual(['F', 'DP']);
  });

  it('leads a destination proposal to its search with the destination filled in', () => {
    expect(proposalHref('DP', 'PMI')).toBe('/DP?destination=pmi');
  });
});
