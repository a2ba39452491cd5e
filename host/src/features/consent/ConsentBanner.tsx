import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent } from './ConsentProvider';

/**
 * The cookie banner (spec section 2): a dialog with accept and manage, and reject as easy as
 * accept. It sits in the page flow above the header, so it never covers focused content.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { choice, ownBanner, acceptAll, rejectAll, openManage } = useConsent();
  const titleId = useId();
  const textId = useId();
  if (!ownBanner || choice !== null) return null;
  return (
    <div
      className="consent-banner"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <div className="consent-banner__text">
        <h2 id={titleId}>{t('shell.consent.banner.title')}</h2>
        <p id={textId}>{t('shell.consent.banner.text')}</p>
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={(e) => openManage(e.currentTarget)}>
          {t('shell.consent.banner.manage')}
        </button>
        <button type="button" className="button" onClick={rejectAll}>
          {t('shell.consent.rejectAll')}
        </button>
        <button type="button" className="button button--primary" onClick={acceptAll}>
          {t('shell.consent.acceptAll')}
        </button>
      </div>
    </div>
  );
}
