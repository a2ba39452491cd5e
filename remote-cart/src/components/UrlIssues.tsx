import type { SearchParamIssue } from '@storefront/shared/domain/search-url';
import { useCartStrings } from '../lib/i18n';

/** What the URL's cartId or checkoutStep could not be read as, in the shared strings. */
export function UrlIssues({ issues }: { issues: readonly SearchParamIssue[] }) {
  const { t } = useCartStrings();
  if (issues.length === 0) return null;
  // an alert, so a screen reader says it as the page opens (the list alone was only shown)
  return (
    <div role="alert">
      <ul className="cart-alert cart-alert--error">
        {issues.map((issue) => (
          <li key={`${issue.param}:${issue.reason}`}>
            {t(`translation:${issue.reason}`, { ...issue.values })}
          </li>
        ))}
      </ul>
    </div>
  );
}
