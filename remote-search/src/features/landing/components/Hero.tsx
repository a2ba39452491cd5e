/** The landing's hero: the brand's title and subtitle over its background, and the selector. */
import type { ReactNode } from 'react';
import type { LandingContent } from '@storefront/shared/domain/brand';
import { safeHref } from '@storefront/shared/lib/safe-link';

export function Hero({
  landing,
  fallbackTitle,
  children,
}: {
  landing: LandingContent | null;
  fallbackTitle: string;
  children: ReactNode;
}) {
  const background = safeHref(landing?.heroBackgroundUrl);
  const title = landing?.heroTitle.trim() || fallbackTitle;
  return (
    <section className="rs-hero" aria-labelledby="rs-hero-title">
      {background ? (
        <img className="rs-hero__background" src={background} alt="" fetchPriority="high" />
      ) : null}
      <div className="rs-hero__content">
        <div className="rs-hero__text">
          {/* brand text, always as text: a title holding markup shows the markup */}
          <h1 id="rs-hero-title">{title}</h1>
          {landing?.heroSubtitle ? (
            <p className="rs-hero__subtitle">{landing.heroSubtitle}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
