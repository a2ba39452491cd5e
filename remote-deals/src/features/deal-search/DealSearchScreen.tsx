/**
 * /deal-search: the brand's deals narrowed by product type, destination, dates and budget. The
 * choices live in the URL (the shared search codec's `product`, `destination`, `outboundDate`,
 * `returnDate`, and this remote's `budget`): applying them adds a history entry, so the back
 * button walks back through them, and a reload or a shared link shows the same deals. Values of
 * the URL that cannot be used are named in a translated message and left out of the form.
 */
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { DEFAULT_CURRENCY } from '@storefront/shared/domain/contract';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { DealResults } from '../../components/DealResults';
import { ScalapayMarker, ScreenLoading, UrlIssues } from '../../components/ScreenStatus';
import { useDeals } from '../../hooks/useDeals';
import { useDealsTranslation } from '../../hooks/useDealsTranslation';
import { useProductLabel } from '../../hooks/useProductLabel';
import { useUrlIssueMessages } from '../../hooks/useUrlIssueMessages';
import { filterDeals, maxBudget, readDealFilters, writeDealFilters } from '../../lib/deal-filters';
import { isoToday } from '../../lib/dates';
import { businessProfileFor, chooseProductType, productTypeChoices } from '../../lib/product-types';
import { DealSearchForm } from './components/DealSearchForm';
import { dealSearchLimits, toFilters, toFormValues } from './deal-search-form';
import type { DealSearchValues } from './deal-search-form';
import '../../components/deals.css';

export default function DealSearchScreen() {
  const { ready } = useDealsTranslation();
  const brand = useStateValue(brandConfigAtom);
  if (!ready || !brand) return <ScreenLoading />;
  return <DealSearch brand={brand} />;
}

function DealSearch({ brand }: { brand: BrandConfig }) {
  const { t } = useDealsTranslation();
  const resultsHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const today = isoToday();
  const budgetMax = maxBudget(brand.brand.budgetRestriction);
  const { filters, issues } = useMemo(
    () => readDealFilters(search, { maxBudget: budgetMax }),
    [search, budgetMax],
  );
  const { productType, refused } = chooseProductType(brand, filters.product);
  const choices = productTypeChoices(brand, productType);
  const label = useProductLabel(choices);
  const deals = useDeals(productType ? businessProfileFor(brand, productType) : null, {
    publish: true,
  });
  const shown =
    deals.status === 'ready'
      ? filterDeals(deals.deals, { ...filters, product: undefined }, today)
      : [];
  const currency =
    (deals.status === 'ready' ? deals.deals[0]?.price.perPerson.currency : undefined) ??
    (brand.brand.currency || DEFAULT_CURRENCY);
  const limits = useMemo(
    () => dealSearchLimits(new Date(), { max: budgetMax, currency }),
    // the limits move with the calendar day
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, budgetMax, currency],
  );
  const messages = useUrlIssueMessages(issues, refused && productType ? label(productType) : null);
  const formValues = toFormValues({ ...filters, product: productType ?? undefined }, productType);

  const go = (next: URLSearchParams) => {
    // the same choices again add no history entry
    if (next.toString() !== search) setParams(next);
  };
  const apply = (values: DealSearchValues) => go(writeDealFilters(toFilters(values), params));
  // the form shows the cleared choices even when the URL had none to clear (typed, not applied)
  const [clears, setClears] = useState(0);
  const clear = () => {
    setClears((n) => n + 1);
    go(writeDealFilters({ product: productType ?? undefined }, params));
  };

  return (
    <div className="remote-deals-screen">
      <header className="remote-deals-screen__header">
        <h1>{t('screens.dealSearch')}</h1>
        {brand.offers.isScalapayClub ? <ScalapayMarker /> : null}
      </header>
      <UrlIssues messages={messages} />
      <div className="remote-deals-search">
        <DealSearchForm
          brand={brand}
          productTypes={choices}
          values={formValues}
          resetKey={clears}
          limits={limits}
          onApply={apply}
          onClear={clear}
        />
        <section className="remote-deals-section" aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId}>{t('results.heading')}</h2>
          {productType === null ? (
            <div className="remote-deals-message">
              <p>{t('list.noProducts')}</p>
            </div>
          ) : (
            <DealResults
              state={deals}
              labelledBy={resultsHeadingId}
              deals={shown}
              onRetry={deals.retry}
              empty={
                <>
                  <p className="remote-deals-message__title">{t('results.empty')}</p>
                  <p>{t('results.emptyHint')}</p>
                  <button type="button" className="remote-deals-button" onClick={clear}>
                    {t('form.clear')}
                  </button>
                </>
              }
            />
          )}
        </section>
      </div>
    </div>
  );
}
