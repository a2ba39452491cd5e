import { useEffect, useId, useRef, useState } from 'react';
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
  // the same logo at every width, in its 160 × 40 box (the brand's square mobile logo is
  // too small for the header)
  const { primaryLogoUrl } = brand.theme;
  const { phoneNumber, phonePrivacyPolicyUrl, brandName } = brand.brand;
  const phonePrivacyHref = safeHref(phonePrivacyPolicyUrl);
  const location = useLocation();
  // the cart this device remembers is not in the server's page: it shows once hydrated
  const remembered = useStateValue(openCartAtom);
  const openCart = useHydrated() ? remembered : null;
  // On a phone the links are behind a menu button (a disclosure). The menu is open for the page
  // it was opened on only, so following a link closes it. It starts closed on the server and in
  // the browser alike, and the markup is the same at every width (CSS alone shows the button and
  // hides the closed list below 768 px), so a page hydrates as the server rendered it whatever
  // device the server guessed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const menuId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = () => setOpenOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    // a press anywhere else on the page closes it, as does the focus leaving it
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);
  return (
    <header className="shell-header">
      <div className="shell-header__top">
        <Link
          to="/"
          className="shell-header__brand"
          aria-label={t('shell.header.home', { brand: brandName })}
        >
          {primaryLogoUrl ? (
            <img src={primaryLogoUrl} alt="" width={160} height={40} />
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
      <nav
        aria-label={t('shell.nav.label')}
        ref={nav}
        onBlur={(event) => {
          if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) setOpenOn(null);
        }}
      >
        <button
          ref={toggle}
          type="button"
          className="shell-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : location.key)}
        >
          <span className="shell-nav__toggle-icon" aria-hidden="true" />
          {t('shell.nav.menu')}
        </button>
        <ul id={menuId} className="shell-nav" data-open={menuOpen}>
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
                  {/* the device's cart, after hydration: regions the server hands to the
                      browser (data-sf-browser) */}
                  {openCart ? (
                    <span className="shell-nav__count" aria-hidden="true" data-sf-browser="">
                      {openCart.count}
                    </span>
                  ) : null}
                  <span className="sf-visually-hidden" data-sf-browser="">
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
