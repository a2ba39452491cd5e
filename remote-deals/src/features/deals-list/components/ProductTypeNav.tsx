import { Link, useSearchParams } from 'react-router-dom';
import type { ProductType } from '@storefront/shared/domain/contract';
import { useDealsTranslation } from '../../../hooks/useDealsTranslation';
import { useProductLabel } from '../../../hooks/useProductLabel';

/** The brand's product types as links that keep the rest of the URL; the current one marked. */
export function ProductTypeNav({
  types,
  current,
}: {
  types: readonly ProductType[];
  current: ProductType | null;
}) {
  const { t } = useDealsTranslation();
  const label = useProductLabel(types);
  const [params] = useSearchParams();
  if (types.length < 2) return null;
  return (
    <nav className="remote-deals-products" aria-label={t('productNav.label')}>
      <ul>
        {types.map((type) => {
          const next = new URLSearchParams(params);
          next.set('product', type);
          return (
            <li key={type}>
              <Link
                className="remote-deals-products__link"
                to={{ search: `?${next.toString()}` }}
                aria-current={type === current ? 'page' : undefined}
              >
                {label(type)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
