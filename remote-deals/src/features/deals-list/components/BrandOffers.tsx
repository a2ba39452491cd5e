import { Link } from 'react-router-dom';
import type { OfferItem } from '@storefront/shared/domain/brand';
import { useDealsTranslation } from '../../../hooks/useDealsTranslation';
import { offerTarget } from '../../../lib/offer-link';
import { Section } from '@storefront/shared/ui/Section';

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 180;

/** One of the brand's own offers (a featured deal or a destination): picture, title, link. */
function OfferCard({ offer }: { offer: OfferItem }) {
  const target = offerTarget(offer.url);
  const picture = offer.imageUrl ? (
    <img
      className="remote-deals-offer__image"
      src={offer.imageUrl}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  ) : null;
  const text = (
    <>
      <span className="remote-deals-offer__title">{offer.title}</span>
      {offer.subtitle ? (
        <span className="remote-deals-offer__subtitle">{offer.subtitle}</span>
      ) : null}
    </>
  );
  let body;
  if (target?.kind === 'internal') {
    body = (
      <Link className="remote-deals-offer__link" to={target.to}>
        {picture}
        {text}
      </Link>
    );
  } else if (target?.kind === 'external') {
    body = (
      <a className="remote-deals-offer__link" href={target.href} rel="noopener">
        {picture}
        {text}
      </a>
    );
  } else {
    body = (
      <div className="remote-deals-offer__link">
        {picture}
        {text}
      </div>
    );
  }
  return <li className="remote-deals-offer">{body}</li>;
}

/**
 * A list of the brand's offers under its heading; nothing when the brand has none. `lang` marks
 * the offers' texts when they are in another language than the page's (the heading is the
 * page's own).
 */
export function BrandOfferList({
  title,
  offers,
  lang,
}: {
  title: string;
  offers: readonly OfferItem[];
  lang?: string;
}) {
  if (offers.length === 0) return null;
  return (
    <Section className="remote-deals-section" level={2} title={title}>
      <ul className="remote-deals-offers" lang={lang}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
    </Section>
  );
}

/** The brand's featured deals and destinations, where its configuration has them. */
export function BrandOffers({
  brandName,
  deals,
  destinations,
  lang,
}: {
  brandName: string;
  deals: readonly OfferItem[];
  destinations: readonly OfferItem[];
  /** the language of the offers' texts, when it is not the page's */
  lang?: string;
}) {
  const { t } = useDealsTranslation();
  return (
    <>
      <BrandOfferList
        title={t('offers.dealsHeading', { brand: brandName })}
        offers={deals}
        lang={lang}
      />
      <BrandOfferList title={t('offers.destinationsHeading')} offers={destinations} lang={lang} />
    </>
  );
}
