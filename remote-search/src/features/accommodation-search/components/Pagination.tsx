/** Pages of results as links (the page is in the URL, so back returns to the page before). */
import { Link } from 'react-router-dom';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

/** The pages to offer around the current one: first, last, and two either side. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let n = current - 2; n <= current + 2; n += 1) if (n >= 1 && n <= total) pages.add(n);
  const sorted = [...pages].filter((n) => n >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && n - before > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pagination({
  current,
  totalPages,
  hrefOf,
}: {
  current: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useSearchTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="rs-pagination" aria-label={t('pagination.label')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link className="rs-pagination__step" to={hrefOf(current - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="rs-pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="rs-pagination__page"
                to={hrefOf(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link className="rs-pagination__step" to={hrefOf(current + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
