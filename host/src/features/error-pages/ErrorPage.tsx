import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@storefront/shared/tracking/tracker';

/**
 * The full-screen page the shell shows for a state that replaces the app (sign-on failure,
 * missing brand, maintenance, render error): title, subtitle, an action, and the viewed event.
 */
export function ErrorPage({
  event,
  titleKey,
  subtitleKey,
  action,
  children,
  narrow = false,
}: {
  /** `viewed.app-error-[<this>]` is tracked once on display */
  event: string;
  titleKey: string;
  subtitleKey: string;
  action?: ReactNode;
  children?: ReactNode;
  /** text kept within a 400 px card (the sign-on error page) */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    void track(`viewed.app-error-[${event}]`, { logLevel: 'error' });
  }, [event]);
  return (
    <div className="error-screen">
      <section
        className={narrow ? 'error-card error-card--narrow' : 'error-card'}
        aria-labelledby={id}
      >
        <h1 id={id}>{t(titleKey)}</h1>
        <p>{t(subtitleKey)}</p>
        {children}
        {action}
      </section>
    </div>
  );
}
