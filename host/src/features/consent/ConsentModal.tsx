import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_TYPES, REQUIRED_COOKIE_TYPES } from '@storefront/shared/tracking/consent';
import type { CookieType } from '@storefront/shared/tracking/consent';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { useConsent } from './ConsentProvider';

export const FOCUS_RETURN_DELAY_MS = 100;

/**
 * The manage modal (spec section 2): back, the cookie policy link when the brand has one,
 * reject all, accept all, save and continue; a switch per cookie type with an expandable
 * description. A modal <dialog> keeps focus inside; Escape closes it and focus returns to the
 * trigger after 100 ms.
 */
export function ConsentModal({ cookiePolicyUrl }: { cookiePolicyUrl: string | null }) {
  const policyHref = safeHref(cookiePolicyUrl);
  const { t } = useTranslation();
  const { choice, modalOpen, closeManage, acceptAll, rejectAll, save, returnFocusTo } =
    useConsent();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [selected, setSelected] = useState<CookieType[]>(
    () => choice ?? [...REQUIRED_COOKIE_TYPES],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modalOpen && !dialog.open) {
      setSelected(choice ?? [...REQUIRED_COOKIE_TYPES]);
      dialog.showModal();
    } else if (!modalOpen && dialog.open) {
      dialog.close();
    }
  }, [modalOpen, choice]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onClose = () => {
      closeManage();
      const trigger = returnFocusTo.current;
      window.setTimeout(() => {
        if (trigger?.isConnected) trigger.focus();
        else document.getElementById('main')?.focus();
      }, FOCUS_RETURN_DELAY_MS);
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [closeManage, returnFocusTo]);

  const toggle = (type: CookieType, on: boolean) =>
    setSelected((current) =>
      on ? [...new Set([...current, type])] : current.filter((c) => c !== type),
    );

  return (
    <dialog ref={dialogRef} className="consent-modal" aria-labelledby={titleId}>
      <button type="button" className="button consent-modal__back" onClick={closeManage}>
        {t('shell.consent.modal.back')}
      </button>
      <h2 id={titleId}>{t('shell.consent.modal.title')}</h2>
      <p>{t('shell.consent.modal.intro')}</p>
      {policyHref ? (
        <p>
          <a href={policyHref} target="_blank" rel="noopener noreferrer">
            {t('shell.consent.modal.policy')}
          </a>
        </p>
      ) : null}
      <ul className="consent-modal__types">
        {COOKIE_TYPES.map((type) => {
          const required = REQUIRED_COOKIE_TYPES.includes(type);
          return (
            <li key={type} className="consent-type">
              <label className="consent-type__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={required || selected.includes(type)}
                  disabled={required}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
                <span>{t(`shell.consent.types.${type}.name`)}</span>
              </label>
              <details>
                <summary>
                  {t('shell.consent.modal.details', {
                    name: t(`shell.consent.types.${type}.name`),
                  })}
                </summary>
                <p>{t(`shell.consent.types.${type}.description`)}</p>
              </details>
            </li>
          );
        })}
      </ul>
      <div className="consent-modal__actions">
        <button type="button" className="button" onClick={rejectAll}>
          {t('shell.consent.rejectAll')}
        </button>
        <button type="button" className="button" onClick={acceptAll}>
          {t('shell.consent.acceptAll')}
        </button>
        <button type="button" className="button button--primary" onClick={() => save(selected)}>
          {t('shell.consent.modal.save')}
        </button>
      </div>
    </dialog>
  );
}
