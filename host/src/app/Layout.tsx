import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConsentBanner } from '../features/consent/ConsentBanner';
import { useConsent } from '../features/consent/ConsentProvider';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import type { LayoutLinkProps } from '../lib/layout-link';

/** The frame around every route: consent banner, skip link, header, the route, footer. */
export function Layout({
  navItems,
  LinkComponent,
  operatorTools,
}: {
  /** operator-facing asides (override refusals, the operator panel) */
  operatorTools?: ReactNode;
  navItems: ReadonlyArray<{ to: string; labelKey: string }>;
  LinkComponent: ComponentType<LayoutLinkProps>;
}) {
  const { t } = useTranslation();
  const { ownBanner, openManage } = useConsent();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <ConsentBanner />
      <Header navItems={navItems} LinkComponent={LinkComponent} />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer onCookieSettings={ownBanner ? openManage : null} />
      {operatorTools}
    </div>
  );
}
