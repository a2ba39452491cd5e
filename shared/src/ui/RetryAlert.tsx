/**
 * A part of a screen that failed to load: what failed, announced at once, and a button that
 * tries again. Each app keeps its own look: the classes of the box and of the button.
 */
import type { ReactNode } from 'react';

export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  className,
  buttonClassName,
  title,
}: {
  /** what failed, in the shopper's language */
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  className: string;
  buttonClassName: string;
  /** a heading above the message, where the failure is a whole section's */
  title?: ReactNode;
}) {
  return (
    <div className={className} role="alert">
      {title}
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
