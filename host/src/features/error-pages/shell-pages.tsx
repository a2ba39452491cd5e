import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function BrandConfigErrorPage() {
  return (
    <ErrorPage
      event="brand-config"
      titleKey="shell.brandError.title"
      subtitleKey="shell.brandError.subtitle"
    />
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      event="maintenance-mode"
      titleKey="shell.maintenance.title"
      subtitleKey="shell.maintenance.description"
      action={
        <a className="button button--primary" href="/">
          {t('shell.maintenance.cta')}
        </a>
      }
    />
  );
}

/** The generic exception page (the error boundary, and `/exception`). */
export function ExceptionPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      event="error-boundary"
      titleKey="shell.exception.title"
      subtitleKey="shell.exception.subtitle"
      action={
        onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('shell.exception.cta')}
          </button>
        ) : (
          <a className="button button--primary" href="/">
            {t('shell.exception.cta')}
          </a>
        )
      }
    />
  );
}

export function ExpiredSessionPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-page" aria-labelledby="expired-title">
      <h1 id="expired-title">{t('shell.expiredSession.title')}</h1>
      <p>{t('shell.expiredSession.subtitle')}</p>
      <Link className="button button--primary" to="/">
        {t('shell.expiredSession.cta')}
      </Link>
    </section>
  );
}
