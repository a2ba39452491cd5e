/**
 * /hdpMemSearch: the hotels-and-packages search for signed-in members, with prices also in the
 * brand's points (its conversion rate and points label). The product type is the `product`
 * parameter (packages when absent). A shopper who is not signed in is told how to sign in.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ScreenGate } from '../../components/screen/ScreenGate';
import { HotelSearchPage } from './HotelSearchPage';
import { useBrandPoints } from '../../hooks/useMemberPoints';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { isSignedInMember } from '../../lib/member';
import { MEMBER_SEARCH_PATH, searchRoute } from '../../lib/products';
import { readSearchUrl } from '../../lib/search-url-state';

/**
 * The public search of the product the member search's link names (packages when it names none,
 * or one this screen does not search), with the same search: the route is the product there.
 */
function publicSearchHref(query: string): string {
  const { product } = readSearchUrl(MEMBER_SEARCH_PATH, query, { productFrom: 'param' });
  const params = new URLSearchParams(query);
  params.delete('product');
  const rest = params.toString();
  return `${searchRoute(product)}${rest ? `?${rest}` : ''}`;
}

function MemberSearch() {
  const { t } = useSearchTranslation();
  const { search } = useLocation();
  const points = useBrandPoints();
  const signedIn = useMemo(() => isSignedInMember(), []);
  if (!signedIn) {
    return (
      <div className="rs-page">
        <h1>{t('screens.memberSearch')}</h1>
        <div className="rs-notice">
          <h2>{t('member.signInTitle')}</h2>
          <p>{t('member.signInBody')}</p>
          <p>
            <Link className="rs-button" to={publicSearchHref(search)}>
              {t('member.publicSearch')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const label = points ? (points.label ?? t('points.defaultLabel')) : null;
  return (
    <HotelSearchPage
      productFrom="param"
      heading={t('screens.memberSearch')}
      intro={
        <p className="rs-member-intro">
          {label ? t('member.introPoints', { label }) : t('member.intro')}
        </p>
      }
      points={points}
    />
  );
}

export default function MemberSearchScreen() {
  return (
    <ScreenGate>
      <MemberSearch />
    </ScreenGate>
  );
}
