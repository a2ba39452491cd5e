import { useTranslation } from 'react-i18next';
import { SESSION_FINGERPRINT_KEY, USER_FINGERPRINT_KEY } from '@storefront/shared/tracking/tracker';
import { ErrorPage } from './ErrorPage';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Failed sign-on (spec section 2): stored session and user ids in small text, a way to "/".
 * The subtitle says what failed: a refused link (browsing on without it is the way out), or the
 * sign-on itself (no link, or no usable answer), which the button tries again.
 */
export function SignOnErrorPage({ linkRefused }: { linkRefused: boolean }) {
  const { t } = useTranslation();
  const sessionId = stored(SESSION_FINGERPRINT_KEY);
  const userId = stored(USER_FINGERPRINT_KEY);
  return (
    <ErrorPage
      event="exception"
      titleKey="shell.signOnError.title"
      subtitleKey={
        linkRefused ? 'shell.signOnError.subtitle' : 'shell.signOnError.subtitleUnavailable'
      }
      narrow
      action={
        // a full load of "/": the shell starts again from the sign-on gate
        <a className="button button--primary" href="/">
          {t('shell.signOnError.cta')}
        </a>
      }
    >
      {sessionId || userId ? (
        <p className="error-card__ids">
          {sessionId ? <small>{t('shell.signOnError.sessionId', { id: sessionId })}</small> : null}
          {sessionId && userId ? <br /> : null}
          {userId ? <small>{t('shell.signOnError.userId', { id: userId })}</small> : null}
        </p>
      ) : null}
    </ErrorPage>
  );
}
