import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export type LayoutLinkProps = { to: string; className?: string; children: string; end?: boolean };

/** The frame around every route: skip link, header with navigation, the route, the footer. */
export function Layout({
  navItems,
  LinkComponent,
}: {
  navItems: ReadonlyArray<{ to: string; labelKey: string }>;
  LinkComponent: ComponentType<LayoutLinkProps>;
}) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell-header">
        <nav aria-label={t('shell.nav.label')}>
          <ul className="shell-nav">
            {navItems.map((item) => (
              <li key={item.to}>
                <LinkComponent to={item.to} end={item.to === '/'} className="shell-nav__link">
                  {t(item.labelKey)}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
