import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '@storefront/shared/i18n';
import { LANGUAGE_CHOICE_KEY } from '@storefront/shared/start-up';

/** Switches every visible string, in the shell and in loaded remotes. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('shell.language.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          try {
            localStorage.setItem(LANGUAGE_CHOICE_KEY, next);
          } catch {
            // private mode: the choice lasts for this page only
          }
          void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`shell.language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
