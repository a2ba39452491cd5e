import { useDealsTranslation } from '../hooks/useDealsTranslation';

/** While the screen's own strings or the brand are not there yet. */
export function ScreenLoading() {
  return <div className="remote-deals-screen-loading" role="status" aria-busy="true" />;
}

/** The Scalapay-club marker of a brand whose offers say so. */
export function ScalapayMarker() {
  const { t } = useDealsTranslation();
  return (
    <p className="remote-deals-scalapay">
      <span className="remote-deals-scalapay__badge">{t('scalapay.badge')}</span>{' '}
      {t('scalapay.text')}
    </p>
  );
}

/** What the URL held that could not be used, in words, so the shopper knows what changed. */
export function UrlIssues({ messages }: { messages: readonly { key: string; text: string }[] }) {
  const { t } = useDealsTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="remote-deals-message remote-deals-message--warning" role="alert">
      <p className="remote-deals-message__title">{t('issues.heading')}</p>
      <ul>
        {messages.map(({ key, text }) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
