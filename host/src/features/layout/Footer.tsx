import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportMessage } from '@storefront/shared/tracking/error-reporting';
import { useShell } from '../../lib/shell-context';
import { allowedScriptUrl, loadScript } from '../../lib/external-scripts';
import { safeHref } from '@storefront/shared/lib/safe-link';

/** `onCookieSettings` reopens the consent choice; absent where an external manager owns it. */
export function Footer({
  onCookieSettings,
}: {
  onCookieSettings: ((trigger: HTMLElement) => void) | null;
}) {
  const { t } = useTranslation();
  const { brand, env } = useShell();
  const { privacyPolicyUrl, cookiesPolicyUrl, termsUrl, brandName } = brand.brand;
  const { legalTextKey, externalScriptUrl } = brand.footer;

  useEffect(() => {
    const src = allowedScriptUrl(externalScriptUrl, env);
    if (externalScriptUrl && !src)
      reportMessage('footer script refused', { reason: 'origin not allowed' });
    if (src) loadScript(src, 'brand-footer-script').catch(() => undefined);
  }, [externalScriptUrl, env]);

  const links: Array<[string | null, string]> = [
    [safeHref(privacyPolicyUrl), 'shell.footer.privacy'],
    [safeHref(cookiesPolicyUrl), 'shell.footer.cookies'],
    [safeHref(termsUrl), 'shell.footer.terms'],
  ];
  return (
    <footer className="shell-footer">
      <nav aria-label={t('shell.footer.label')}>
        <ul className="shell-footer__links">
          {links.map(([href, key]) =>
            href ? (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(key)}
                </a>
              </li>
            ) : null,
          )}
          {onCookieSettings ? (
            <li>
              <button
                type="button"
                className="link-button"
                onClick={(e) => onCookieSettings(e.currentTarget)}
              >
                {t('shell.footer.cookieSettings')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      {legalTextKey ? (
        <p className="shell-footer__legal">
          {t(legalTextKey, { brand: brandName, defaultValue: '' })}
        </p>
      ) : null}
    </footer>
  );
}
