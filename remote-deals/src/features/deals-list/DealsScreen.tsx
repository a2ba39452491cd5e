/**
 * /deals: the deals of the brand's business profile for the product type of the URL (`product`,
 * else the brand's first), optionally to one destination (`destination`, as the brand's own
 * featured-deal links carry it); the brand's featured deals and destinations; each deal leads to
 * its search, pre-filled.
 */
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { useBrandContent } from '@storefront/shared/i18n/use-brand-content';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { BrandOffers } from './components/BrandOffers';
import { DealResults } from '../../components/DealResults';
import { ProductTypeNav } from './components/ProductTypeNav';
import { ScalapayMarker, ScreenLoading, UrlIssues } from '../../components/ScreenStatus';
import { useDeals } from '../../hooks/useDeals';
import { useDealsTranslation } from '../../hooks/useDealsTranslation';
import { useProductLabel } from '../../hooks/useProductLabel';
import { useUrlIssueMessages } from '../../hooks/useUrlIssueMessages';
import { filterDeals, readDealFilters, writeDealFilters } from '../../lib/deal-filters';
import { isoToday } from '../../lib/dates';
import { failSomeRenders } from '../../lib/release-fault';
import { businessProfileFor, chooseProductType, productTypeChoices } from '../../lib/product-types';
import '../../components/deals.css';

export default function DealsScreen() {
  failSomeRenders('deals');
  const { ready } = useDealsTranslation();
  const brand = useStateValue(brandConfigAtom);
  if (!ready || !brand) return <ScreenLoading />;
  return <DealsList brand={brand} />;
}

function DealsList({ brand }: { brand: BrandConfig }) {
  const { t } = useDealsTranslation();
  // the brand's offers in the page's language where the content service has them
  const { content, lang } = useBrandContent();
  const offers = content?.offers ?? brand.offers;
  const headingId = useId();
  const listHeadingId = useId();
  const [params] = useSearchParams();
  const search = params.toString();
  const { filters, issues } = useMemo(() => readDealFilters(search), [search]);
  const { productType, refused } = chooseProductType(brand, filters.product);
  const choices = productTypeChoices(brand, productType);
  const label = useProductLabel(choices);
  const businessProfile = productType ? businessProfileFor(brand, productType) : null;
  const deals = useDeals(businessProfile, { publish: true });
  const today = isoToday();
  const destination = filters.destination;
  const shown = deals.status === 'ready' ? filterDeals(deals.deals, { destination }, today) : [];
  const destinationName =
    (deals.status === 'ready'
      ? deals.deals.find((deal) => deal.destination.code.toLowerCase() === destination)?.destination
          .name
      : undefined) ??
    offers.destinations.find((offer) => offer.code?.toLowerCase() === destination)?.title ??
    destination?.toUpperCase();
  const messages = useUrlIssueMessages(
    issues.filter((issue) => issue.param === 'product' || issue.param === 'destination'),
    refused && productType ? label(productType) : null,
  );
  const allDeals = `?${writeDealFilters({ product: productType ?? undefined }, params).toString()}`;
  const searchLink = `/deal-search?${writeDealFilters({ product: productType ?? undefined, destination }).toString()}`;

  return (
    <div className="remote-deals-screen">
      <header className="remote-deals-screen__header">
        <h1 id={headingId}>{t('screens.deals')}</h1>
        {brand.offers.isScalapayClub ? <ScalapayMarker /> : null}
      </header>
      <UrlIssues messages={messages} />
      <ProductTypeNav types={choices} current={productType} />
      <section className="remote-deals-section" aria-labelledby={listHeadingId}>
        <div className="remote-deals-section__header">
          <h2 id={listHeadingId}>
            {destination
              ? t('list.headingDestination', { destination: destinationName })
              : t('list.heading', { product: productType ? label(productType) : '' })}
          </h2>
          <Link className="remote-deals-link" to={searchLink}>
            {t('list.searchLink')}
          </Link>
        </div>
        {productType === null ? (
          <div className="remote-deals-message">
            <p>{t('list.noProducts')}</p>
          </div>
        ) : (
          <DealResults
            state={deals}
            labelledBy={listHeadingId}
            deals={shown}
            onRetry={deals.retry}
            empty={
              destination ? (
                <>
                  <p className="remote-deals-message__title">
                    {t('list.emptyDestination', { destination: destinationName })}
                  </p>
                  <Link className="remote-deals-button" to={{ search: allDeals }}>
                    {t('list.showAll')}
                  </Link>
                </>
              ) : (
                <>
                  <p className="remote-deals-message__title">
                    {t('list.empty', { product: label(productType) })}
                  </p>
                  <p>{t('list.emptyHint')}</p>
                </>
              )
            }
          />
        )}
      </section>
      <BrandOffers
        brandName={brand.brand.brandName}
        deals={offers.deals}
        destinations={offers.destinations}
        lang={lang}
      />
    </div>
  );
}
