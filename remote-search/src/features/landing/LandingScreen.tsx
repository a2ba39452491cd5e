/**
 * The landing (/): everything comes from the brand configuration (hero, product selector in the
 * brand's order, product explanation, promo banners, deals, destinations and destination
 * proposals per product type) or from this remote's translations. Brand content is text, never
 * HTML. The landing carries no form: choosing a product opens its search screen.
 */
import type { BrandConfig } from '@storefront/shared/domain/brand';
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

function PromoPicture({ brand }: { brand: BrandConfig }) {
  const mobile = safeHref(brand.landing.mobilePromoImageUrl);
  const desktop = safeHref(brand.landing.desktopPromoImageUrl);
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture className="rs-promo-picture">
      {desktop ? <source media="(min-width: 768px)" srcSet={desktop} /> : null}
      <img src={fallback} alt="" loading="lazy" width={1200} height={300} />
    </picture>
  );
}

function Landing() {
  const { t } = useSearchTranslation();
  const brand = useStateValue(brandConfigAtom);
  if (!brand) {
    return (
      <div className="rs-page rs-landing">
        <Hero landing={null} fallbackTitle={t('screens.landing')}>
          {null}
        </Hero>
      </div>
    );
  }
  const explanation = brand.landing.productExplanation;
  return (
    <div className="rs-page rs-landing">
      <Hero landing={brand.landing} fallbackTitle={t('screens.landing')}>
        <ProductSelector entries={selectorEntries(brand)} />
      </Hero>
      <PromoPicture brand={brand} />
      {explanation ? (
        <section className="rs-explanation" aria-labelledby="rs-explanation-title">
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
        cards={brand.offers.deals}
      />
      <OfferCards
        headingId="rs-destinations-title"
        heading={t('landing.destinations')}
        cards={brand.offers.destinations}
      />
      {PROMO_PRODUCTS.map((type) => {
        const proposals = brand.destinationProposals[type] ?? [];
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
