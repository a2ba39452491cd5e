import { Link } from 'react-router-dom';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const shown: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before > 1) shown.push('gap');
    shown.push(page);
  });
  return shown;
}

/** Links to the results pages: each page is a URL, so back returns to the previous one. */
export function Pagination({
  current,
  total,
  hrefOf,
}: {
  current: number;
  total: number;
  /** the link (query string) of a page */
  hrefOf: (page: number) => string;
}) {
  const { t } = useFlightsTranslation();
  if (total <= 1) return null;
  return (
    <nav className="remote-flights-pages" aria-label={t('pages.label')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link className="remote-flights-pages__link" to={hrefOf(current - 1)}>
              {t('pages.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="remote-flights-pages__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="remote-flights-pages__link"
                to={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pages.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link className="remote-flights-pages__link" to={hrefOf(current + 1)}>
              {t('pages.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
