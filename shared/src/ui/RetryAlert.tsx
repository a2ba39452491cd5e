/**
 * A part of a screen that failed to load: what failed, announced at once, and a button that
 * tries again, in the one look every app shows (`sf-alert` in utilities.css, from the design
 * tokens). The button says the shared "try again" unless the app words it its own way.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function RetryAlert({
  message,
  onRetry,
  title,
  retryLabel,
}: {
  /** what failed, in the shopper's language */
  message: ReactNode;
  onRetry: () => void;
  /** a heading above the message, where the failure is a whole section's */
  title?: ReactNode;
  /** the button's text, where the app's own differs from the shared one */
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sf-alert" role="alert">
      {title}
      <p>{message}</p>
      <button type="button" className="sf-alert__retry" onClick={onRetry}>
        {retryLabel ?? t('retryAlert.retry')}
      </button>
    </div>
  );
}
