import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body')}</p>
      <Link className="button button--primary" to="/">
        {t('shell.notFound.cta')}
      </Link>
    </section>
  );
}
