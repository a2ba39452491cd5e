/** The URL's rejected values as translated sentences, plus a refused product type. */
import type { DealFilterIssue } from '../lib/deal-filters';
import { useDealsTranslation } from './useDealsTranslation';

export function useUrlIssueMessages(
  issues: readonly DealFilterIssue[],
  /** the product type shown instead of one the brand does not offer */
  productShownInstead: string | null,
): { key: string; text: string }[] {
  const { t } = useDealsTranslation();
  const messages = issues.map((issue, index) => ({
    key: `${issue.param}-${index}`,
    text: t(issue.messageKey, { ...issue.values }),
  }));
  if (productShownInstead !== null) {
    messages.push({
      key: 'product-not-offered',
      text: t('issues.productNotOffered', { product: productShownInstead }),
    });
  }
  return messages;
}
