/**
 * What a link asked for that could not be used, in the shopper's words (the reasons are the
 * shared codecs' translation keys, or this remote's). Everything else of the link is kept.
 */
import type { UrlIssue } from '../hooks/useSearchState';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

export function UrlIssues({ issues }: { issues: readonly UrlIssue[] }) {
  const { t } = useSearchTranslation();
  if (issues.length === 0) return null;
  const messages = [...new Set(issues.map((issue) => t(issue.key, issue.values ?? {})))];
  return (
    <div className="rs-notice rs-notice--error" role="alert">
      <h2>{t('urlErrors.title')}</h2>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <p>{t('urlErrors.kept')}</p>
    </div>
  );
}
