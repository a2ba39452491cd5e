/**
 * Pages of results as links: each page is a URL, so Back returns to the page before. Shows the
 * first and last pages and two either side of the current one; nothing when there is one page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './results-controls.css';

/** The pages to offer around the current one: first, last, and two either side. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const shown: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before > 1) shown.push('gap');
    shown.push(page);
  });
  return shown;
}

export function Pagination({
  current,
  total,
  hrefOf,
}: {
  current: number;
  /** how many pages there are */
  total: number;
  /** the link (path and query string) of a page */
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="sf-pages" aria-label={t('pagination.label')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link className="sf-pages__link" to={hrefOf(current - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="sf-pages__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="sf-pages__link"
                to={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link className="sf-pages__link" to={hrefOf(current + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
