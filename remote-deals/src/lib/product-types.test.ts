import {
  brandProductTypes,
  businessProfileFor,
  chooseProductType,
  defaultProductType,
  productTypeChoices,
} from './product-types';
import { testBrand } from '@storefront/testing/brand';

describe('product types of a brand', () => {
  it("follow the brand's order, the first being the default", () => {
    const brand = testBrand({ brand: { productTypeOrder: ['F', 'H', 'DP'] } });
    expect(brandProductTypes(brand)).toEqual(['F', 'H', 'DP']);
    expect(defaultProductType(brand)).toBe('F');
    expect(businessProfileFor(brand, 'H')).toBe('BP_SUNSEA_H');
  });

  it('leave out types without a business profile, and repeats', () => {
    const brand = testBrand({
      brand: { productTypeOrder: ['H', 'DP', 'H', 'F'], businessProfiles: { DP: 'X', F: 'Y' } },
    });
    expect(brandProductTypes(brand)).toEqual(['DP', 'F']);
  });

  it('fall back to every type with a profile when the order is empty', () => {
    const brand = testBrand({
      brand: { productTypeOrder: [], businessProfiles: { F: 'A', H: 'B' } },
    });
    expect(brandProductTypes(brand)).toEqual(['H', 'F']);
  });

  it('take the type of the URL when the brand has a profile for it, else the default', () => {
    const brand = testBrand({
      brand: { productTypeOrder: ['HGH', 'H'], businessProfiles: { HGH: 'A', H: 'B', DP: 'C' } },
    });
    expect(chooseProductType(brand, 'DP')).toEqual({ productType: 'DP', refused: false });
    expect(chooseProductType(brand, undefined)).toEqual({ productType: 'HGH', refused: false });
    expect(chooseProductType(brand, 'F')).toEqual({ productType: 'HGH', refused: true });
    expect(productTypeChoices(brand, 'DP')).toEqual(['HGH', 'H', 'DP']);
    expect(productTypeChoices(brand, 'H')).toEqual(['HGH', 'H']);
  });

  it('give no type for a brand without any business profile', () => {
    const brand = testBrand({ brand: { businessProfiles: {} } });
    expect(chooseProductType(brand, 'DP')).toEqual({ productType: null, refused: true });
  });
});
