/**
 * The landing (/): everything comes from the brand configuration (hero, product selector in the
 * brand's order, product explanation, promo banners, deals, destinations and destination
 * proposals per product type) or from this remote's translations. Brand content is text, never
 * HTML. Its texts come in the page's language where the content service has them (the shell
 * fetches them again when the shopper switches language), else in the brand's own, marked with
 * `lang`. The landing carries no form: choosing a product opens its search screen.
 */
import type { LandingContent } from '@storefront/shared/domain/brand';
import { useBrandContent } from '@storefront/shared/i18n/use-brand-content';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { ScreenGate } from '../../components/screen/ScreenGate';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { Hero } from './components/Hero';
import { OfferCards } from './components/OfferCards';
import { ProductSelector } from './components/ProductSelector';
import { PromoBanners } from './components/PromoBanners';
import { PROMO_PRODUCTS, proposalHref, selectorEntries } from './landing-content';
import './landing.css';

function PromoPicture({ landing, lang }: { landing: LandingContent; lang?: string }) {
  const mobile = safeHref(landing.mobilePromoImageUrl);
  const desktop = safeHref(landing.desktopPromoImageUrl);
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  // without the brand's description the picture is decoration
  const alt = landing.promoImageAlt;
  return (
    <picture className="rs-promo-picture">
      {desktop ? <source media="(min-width: 768px)" srcSet={desktop} /> : null}
      <img
        src={fallback}
        alt={alt}
        lang={alt ? lang : undefined}
        // in the first screen on a phone, its largest picture: asked for as the page is read
        loading="eager"
        width={1200}
        height={300}
      />
    </picture>
  );
}

function Landing() {
  const { t } = useSearchTranslation();
  const brand = useStateValue(brandConfigAtom);
  const { content, lang } = useBrandContent();
  if (!brand || !content) {
    return (
      <div className="rs-page rs-landing">
        <Hero landing={null} fallbackTitle={t('screens.landing')}>
          {null}
        </Hero>
      </div>
    );
  }
  const { landing, offers, destinationProposals } = content;
  const explanation = landing.productExplanation;
  return (
    <div className="rs-page rs-landing">
      <Hero landing={landing} lang={lang} fallbackTitle={t('screens.landing')}>
        <ProductSelector entries={selectorEntries(brand)} />
      </Hero>
      <PromoPicture landing={landing} lang={lang} />
      {explanation ? (
        <section className="rs-explanation" aria-labelledby="rs-explanation-title" lang={lang}>
          <h2 id="rs-explanation-title">{explanation.title}</h2>
          {explanation.subtitle ? (
            <p className="rs-explanation__subtitle">{explanation.subtitle}</p>
          ) : null}
          {explanation.description ? <p>{explanation.description}</p> : null}
        </section>
      ) : null}
      <PromoBanners banners={brand.promoBanners} />
      <OfferCards
        headingId="rs-deals-title"
        heading={t('landing.deals')}
        cards={offers.deals}
        lang={lang}
      />
      <OfferCards
        headingId="rs-destinations-title"
        heading={t('landing.destinations')}
        cards={offers.destinations}
        lang={lang}
      />
      {PROMO_PRODUCTS.map((type) => {
        const proposals = destinationProposals[type] ?? [];
        return (
          <OfferCards
            key={type}
            headingId={`rs-proposals-${type}`}
            heading={t('landing.proposals', {
              product: t(`translation:domain.product.${type}`),
            })}
            cards={proposals.map((proposal) => ({
              id: proposal.id,
              title: proposal.title || proposal.name,
              subtitle: proposal.subtitle,
              imageUrl: proposal.imageUrl,
              url: proposalHref(type, proposal.code),
            }))}
            lang={lang}
          />
        );
      })}
    </div>
  );
}

export default function LandingScreen() {
  return (
    <ScreenGate>
      <Landing />
    </ScreenGate>
  );
}
