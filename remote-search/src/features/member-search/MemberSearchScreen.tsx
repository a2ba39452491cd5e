/**
 * /hdpMemSearch: the hotels-and-packages search for signed-in members, with prices also in the
 * brand's points (its conversion rate and points label). The product type is the `product`
 * parameter (packages when absent). A shopper who is not signed in is told how to sign in.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ScreenGate } from '../../components/screen/ScreenGate';
import { HotelSearchPage } from '../../components/search/HotelSearchPage';
import { useBrandPoints } from '../../hooks/useMemberPoints';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { isSignedInMember } from '../../lib/member';

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
            <Link className="rs-button" to={`/DP${search}`}>
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
