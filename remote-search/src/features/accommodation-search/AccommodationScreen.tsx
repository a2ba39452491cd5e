/** /DP, /H and /HGH: the hotels-and-packages search; the route is the product type. */
import { useLocation } from 'react-router-dom';
import { ScreenGate } from '../../components/screen/ScreenGate';
import { HotelSearchPage } from './HotelSearchPage';
import { useMemberPoints } from '../../hooks/useMemberPoints';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { productOfPath } from '../../lib/products';

function AccommodationSearch() {
  const { t } = useSearchTranslation();
  const { pathname } = useLocation();
  const product = productOfPath(pathname) ?? 'DP';
  const points = useMemberPoints();
  return (
    <HotelSearchPage
      productFrom="path"
      heading={t(`screens.accommodation.${product}`)}
      points={points}
    />
  );
}

export default function AccommodationScreen() {
  return (
    <ScreenGate>
      <AccommodationSearch />
    </ScreenGate>
  );
}
