import { SkeletonScreen } from '@storefront/shared/ui/SkeletonScreen';
import { NAMESPACE } from '../../app/namespace';

export default function AccommodationScreen() {
  return (
    <SkeletonScreen
      ns={NAMESPACE}
      baseUrl={__webpack_public_path__}
      titleKey="screens.accommodation"
    />
  );
}
