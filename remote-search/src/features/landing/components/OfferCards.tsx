/**
 * A list of pictures with a title that lead somewhere: deals, destinations, proposals. The
 * cards' texts are the brand's: `lang` marks them when they are in another language than the
 * page's (the heading is the page's own).
 */
import { safeHref } from '@storefront/shared/lib/safe-link';
import { BrandLink } from './BrandLink';

export type OfferCard = {
  id: string;
  title: string;
  subtitle?: string | null;
  imageUrl: string | null;
  url: string | null;
};

export function OfferCards({
  headingId,
  heading,
  cards,
  lang,
}: {
  headingId: string;
  heading: string;
  cards: readonly OfferCard[];
  lang?: string;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="rs-offers" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="rs-offers__list" lang={lang}>
        {cards.map((card) => {
          const image = safeHref(card.imageUrl);
          return (
            <li key={card.id} className="rs-offer">
              <BrandLink url={card.url} className="rs-offer__link">
                {image ? (
                  <img src={image} alt="" loading="lazy" width={320} height={180} />
                ) : (
                  <span className="rs-offer__noimage" />
                )}
                <span className="rs-offer__title">{card.title}</span>
                {card.subtitle ? <span className="rs-offer__subtitle">{card.subtitle}</span> : null}
              </BrandLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
