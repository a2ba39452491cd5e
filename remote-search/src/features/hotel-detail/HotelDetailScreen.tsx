/**
 * /hotel-detail: a hotel's photos, rating, amenities and terms (static data and promotions), and,
 * when the address names the search it was found in, its price with everything compulsory
 * included and the breakdown, the flight of a package with its alternatives, and the way to the
 * cart. Parameters: the search's (shared codec) plus hotelId, searchId, proposalId, mealPlan, back
 * and pricingId (lib/results-url.ts).
 */
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MealPlan } from '@storefront/shared/domain/contract';
import { parseSearchParams, writeSearchParams } from '@storefront/shared/domain/search-url';
import { ScreenGate } from '../../components/screen/ScreenGate';
import { Stars } from '../../components/hotel/HotelCard';
import { RatingLine } from '../../components/hotel/RatingLine';
import { useMemberPoints } from '../../hooks/useMemberPoints';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { isHdpProduct, searchRoute } from '../../lib/products';
import {
  DETAIL_PARAMS,
  detailBackHref,
  detailMealPlan,
  parseDetailParams,
} from '../../lib/results-url';
import { FlightChoice } from './components/FlightChoice';
import { Gallery } from './components/Gallery';
import { HotelFacts } from './components/HotelFacts';
import { HotelLocation } from './components/HotelLocation';
import { PriceBox } from './components/PriceBox';
import {
  PRICING_PARAM,
  useAlternativeFlights,
  useBooking,
  useHotelStaticData,
  usePricing,
} from './hooks/useHotelDetail';
import './hotel-detail.css';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';
import { StructuredData } from '@storefront/shared/ui/StructuredData';
import { hotelData } from '../../lib/structured-data';

function HotelDetail() {
  const { t, language } = useSearchTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const points = useMemberPoints();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { search } = useMemo(() => parseSearchParams(params), [params]);
  const ids = useMemo(() => parseDetailParams(params), [params]);
  const pricingIdParam = params.get(PRICING_PARAM);
  const product = isHdpProduct(search.product) ? search.product : 'H';
  // (links made before the `mealPlan` parameter carried the plan in the search's `mealPlans`)
  const mealPlan: MealPlan | undefined = detailMealPlan(params) ?? search.mealPlans[0];

  const replaceParams = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(location.search);
      change(next);
      navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );

  const { details, promotions, retry: retryDetails } = useHotelStaticData(ids.hotelId, language);
  const {
    pricing,
    setPricing,
    retry: retryPricing,
  } = usePricing({
    searchId: ids.searchId,
    proposalId: ids.proposalId,
    pricingId: pricingIdParam,
    mealPlan,
    onPricingId: (id) => replaceParams((next) => next.set(PRICING_PARAM, id)),
  });
  const priced = pricing.kind === 'ready' ? pricing.value : null;
  const alternatives = useAlternativeFlights(priced, setPricing);
  const { state: booking, book } = useBooking();

  // the results this hotel came from, exactly (filters, sort and page included); for a link that
  // does not name them, the search again, without this page's own parameters nor a meal plan
  // filter the shopper never chose
  const backParams = writeSearchParams({
    ...search,
    product: undefined,
    cartId: undefined,
    mealPlans: [],
    freeCancellation: false,
  });
  const backHref = detailBackHref(params) ?? `${searchRoute(product)}?${backParams.toString()}`;
  const hasSearch = Boolean(search.destination && search.outboundDate);

  if (!ids.hotelId) {
    return (
      <div className="rs-page">
        <h1>{t('screens.hotelDetail')}</h1>
        <div className="rs-notice">
          <p>{t('detail.noHotel')}</p>
          <p>
            <Link className="rs-button" to={searchRoute(product)}>
              {t('detail.toSearch')}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const hotel = details.kind === 'ready' ? details.value : null;
  return (
    <div className="rs-page rs-detail">
      {hasSearch ? (
        <p>
          <Link className="rs-link" to={backHref}>
            {t('detail.back')}
          </Link>
        </p>
      ) : null}
      {details.kind === 'loading' ? (
        <>
          <h1>{t('screens.hotelDetail')}</h1>
          <p role="status">{t('detail.loading')}</p>
        </>
      ) : null}
      {details.kind === 'gone' || details.kind === 'error' ? (
        <>
          <h1>{t('screens.hotelDetail')}</h1>
          <div className="rs-notice rs-notice--error" role="alert">
            <p>{details.kind === 'gone' ? t('detail.hotelGone') : t('detail.hotelError')}</p>
            {details.kind === 'error' ? (
              <button type="button" className="rs-button" onClick={retryDetails}>
                {t('results.retry')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {hotel ? (
        <>
          <header className="rs-detail__header">
            <h1>{hotel.name}</h1>
            <p className="rs-detail__meta">
              <Stars count={hotel.stars} />{' '}
              {t(`translation:domain.propertyType.${hotel.propertyType}`, {
                defaultValue: hotel.propertyType,
              })}
              {' · '}
              {hotel.destination.name}
            </p>
            <RatingLine
              rating={hotel.rating}
              reviewsCount={hotel.reviewsCount}
              className="rs-detail__meta"
            />
            {promotions.length > 0 ? (
              <ul className="rs-detail__promotions">
                {promotions.map((promotion) => (
                  <li key={promotion.code} className="rs-detail__promotion">
                    {t(promotion.titleKey, {
                      percent: promotion.discountPercent ?? 0,
                      defaultValue: t('detail.promotionFallback'),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          <Gallery name={hotel.name} imageUrls={hotel.imageUrls} />
          <StructuredData
            data={hotelData(hotel, {
              url: `${location.pathname}${location.search}`,
              price: priced?.price.total ?? null,
            })}
          />
        </>
      ) : null}
      {/* not while the hotel loads: its header and gallery arrive above, and would push the
          layout down (a layout shift of 0.09 on a phone, Lighthouse) */}
      {details.kind === 'loading' ? null : (
        <div className="rs-detail__layout">
          <div className="rs-detail__main">
            {hotel ? <HotelFacts hotel={hotel} /> : null}
            {hotel ? <HotelLocation name={hotel.name} coordinates={hotel.coordinates} /> : null}
          </div>
          <div className="rs-detail__aside">
            {!ids.searchId || !ids.proposalId ? (
              <div className="rs-notice">
                <p>{t('detail.noPrice')}</p>
                <Link className="rs-button" to={backHref}>
                  {t('detail.toSearch')}
                </Link>
              </div>
            ) : pricing.kind === 'loading' ? (
              <p className="rs-card" role="status">
                {t('detail.pricing')}
              </p>
            ) : pricing.kind === 'gone' ? (
              <div className="rs-notice" role="alert">
                <p>{t('detail.priceGone')}</p>
                <Link className="rs-button rs-button--primary" to={backHref}>
                  {t('detail.searchAgain')}
                </Link>
              </div>
            ) : pricing.kind === 'error' ? (
              <RetryAlert message={t('detail.priceError')} onRetry={retryPricing} />
            ) : (
              <PriceBox
                pricing={pricing.value}
                mealPlans={hotel?.mealPlans ?? []}
                points={points}
                booking={booking}
                onMealPlan={(plan) =>
                  replaceParams((next) => {
                    next.set(DETAIL_PARAMS.mealPlan, plan);
                    next.delete('mealPlans');
                    next.delete(PRICING_PARAM);
                  })
                }
                onBook={() => void book(pricing.value)}
              />
            )}
          </div>
        </div>
      )}
      {priced?.transport ? (
        <FlightChoice current={priced.transport} alternatives={alternatives} />
      ) : null}
    </div>
  );
}

export default function HotelDetailScreen() {
  return (
    <ScreenGate>
      <HotelDetail />
    </ScreenGate>
  );
}
