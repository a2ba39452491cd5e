import { useLayoutEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { openCartAtom, useStateValue } from '@storefront/shared/state';
import { useHydrated } from '../../lib/hydrated';
import { useShell } from '../../lib/shell-context';
import { LanguageSwitch } from './LanguageSwitch';
import type { LayoutLinkProps } from '../../lib/layout-link';

const CART_PATH = '/cart';

export function Header({
  navItems,
  LinkComponent,
}: {
  navItems: ReadonlyArray<{ to: string; labelKey: string }>;
  LinkComponent: ComponentType<LayoutLinkProps>;
}) {
  const { t } = useTranslation();
  const { brand } = useShell();
  const { primaryLogoUrl, mobileLogoUrl } = brand.theme;
  const { phoneNumber, phonePrivacyPolicyUrl, brandName } = brand.brand;
  const phonePrivacyHref = safeHref(phonePrivacyPolicyUrl);
  const links = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // the cart this device remembers is not in the server's page: it shows once hydrated
  const remembered = useStateValue(openCartAtom);
  const openCart = useHydrated() ? remembered : null;
  // on a phone the links are one row that scrolls sideways: the current page's is brought into it
  useLayoutEffect(() => {
    const list = links.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <header className="shell-header">
      <div className="shell-header__top">
        <Link
          to="/"
          className="shell-header__brand"
          aria-label={t('shell.header.home', { brand: brandName })}
        >
          {primaryLogoUrl ? (
            <picture>
              {mobileLogoUrl ? <source media="(max-width: 767px)" srcSet={mobileLogoUrl} /> : null}
              <img src={primaryLogoUrl} alt="" width={160} height={40} />
            </picture>
          ) : (
            <span>{brandName}</span>
          )}
        </Link>
        <div className="shell-header__tools">
          {phoneNumber ? (
            <p className="shell-header__phone">
              <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>
                {t('shell.header.phone', { phone: phoneNumber })}
              </a>
              {phonePrivacyHref ? (
                <>
                  {' '}
                  <a
                    href={phonePrivacyHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="shell-header__privacy"
                  >
                    {t('shell.header.phonePrivacy')}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
      <nav aria-label={t('shell.nav.label')}>
        <ul className="shell-nav" ref={links}>
          {navItems.map((item) => (
            <li key={item.to}>
              {item.to === CART_PATH ? (
                <LinkComponent
                  to={
                    openCart
                      ? `${CART_PATH}?${new URLSearchParams({ cartId: openCart.cartId }).toString()}`
                      : CART_PATH
                  }
                  className="shell-nav__link shell-nav__link--cart"
                >
                  {t(item.labelKey)}
                  {openCart ? (
                    <span className="shell-nav__count" aria-hidden="true">
                      {openCart.count}
                    </span>
                  ) : null}
                  <span className="sf-visually-hidden">
                    {openCart
                      ? t('shell.nav.cartCount', { count: openCart.count })
                      : t('shell.nav.cartNone')}
                  </span>
                </LinkComponent>
              ) : (
                <LinkComponent to={item.to} end={item.to === '/'} className="shell-nav__link">
                  {t(item.labelKey)}
                </LinkComponent>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
