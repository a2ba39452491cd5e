import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_PARAM } from '@storefront/shared/start-up';
import { keepLanguageChoice } from '../../lib/language-choice';

/**
 * Switches every visible string, in the shell and in loaded remotes. The choice is kept for the
 * next visits once the language's strings are in, in the language cookie the render server reads
 * (lib/language-choice.ts): a language that cannot be loaded is said so, the page stays in the
 * one it was, and no later visit starts in it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Language) => {
    setFailed(false);
    changeLanguage(next).then(
      () => {
        keepLanguageChoice(next);
        // an address that names its language names the new one (a reload keeps the choice)
        const params = new URLSearchParams(location.search);
        if (params.has(LANGUAGE_PARAM)) {
          params.set(LANGUAGE_PARAM, next);
          void navigate(
            { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
            { replace: true, state: location.state },
          );
        }
      },
      () => setFailed(true),
    );
  };

  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('shell.language.label')}</label>
      <select
        id={id}
        value={value}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${id}-failed` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) choose(next);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`shell.language.names.${language}`)}
          </option>
        ))}
      </select>
      {failed ? (
        <p id={`${id}-failed`} className="language-switch__failed" role="alert">
          {t('shell.language.failed')}
        </p>
      ) : null}
    </div>
  );
}
