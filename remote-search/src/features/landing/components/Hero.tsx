/**
 * The landing's hero: the brand's title and subtitle over its background, and the selector. The
 * brand's texts carry `lang` when they are in another language than the page's.
 */
import type { ReactNode } from 'react';
import type { LandingContent } from '@storefront/shared/domain/brand';
import { safeHref } from '@storefront/shared/lib/safe-link';

export function Hero({
  landing,
  lang,
  fallbackTitle,
  children,
}: {
  landing: LandingContent | null;
  /** the language of the brand's texts, when it is not the page's */
  lang?: string;
  fallbackTitle: string;
  children: ReactNode;
}) {
  const background = safeHref(landing?.heroBackgroundUrl);
  const brandTitle = landing?.heroTitle.trim();
  return (
    <section className="rs-hero" aria-labelledby="rs-hero-title">
      {background ? (
        <img className="rs-hero__background" src={background} alt="" fetchPriority="high" />
      ) : null}
      <div className="rs-hero__content">
        <div className="rs-hero__text">
          {/* brand text, always as text: a title holding markup shows the markup */}
          <h1 id="rs-hero-title" lang={brandTitle ? lang : undefined}>
            {brandTitle || fallbackTitle}
          </h1>
          {landing?.heroSubtitle ? (
            <p className="rs-hero__subtitle" lang={lang}>
              {landing.heroSubtitle}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
