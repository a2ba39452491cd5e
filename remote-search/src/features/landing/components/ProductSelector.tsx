/** What the shopper wants to book: each product type leads to its search screen and form. */
import { Link } from 'react-router-dom';
import { searchRoute } from '../../../lib/products';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import type { SelectorEntry } from '../landing-content';

export function ProductSelector({ entries }: { entries: readonly SelectorEntry[] }) {
  const { t } = useSearchTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="rs-selector" aria-label={t('landing.selector.label')}>
      <ul>
        {entries.map(({ productType, titleKey }) => {
          const fallback = t(`translation:domain.product.${productType}`);
          return (
            <li key={productType}>
              <Link className="rs-selector__link" to={searchRoute(productType)}>
                {titleKey ? t(titleKey, { defaultValue: fallback }) : fallback}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
