/**
 * Product type names for people (shared `domain.product.*`); where two types of one list share a
 * name (F and FF are both "Flights") the code tells them apart, so no two choices read the same.
 */
import { useCallback } from 'react';
import type { ProductType } from '@storefront/shared/domain/contract';
import { useDealsTranslation } from './useDealsTranslation';

export function useProductLabel(among: readonly ProductType[]) {
  const { t } = useDealsTranslation();
  return useCallback(
    (type: ProductType) => {
      const name = t(`translation:domain.product.${type}`);
      const shared = among.some(
        (other) => other !== type && t(`translation:domain.product.${other}`) === name,
      );
      return shared ? `${name} (${type})` : name;
    },
    [t, among],
  );
}
