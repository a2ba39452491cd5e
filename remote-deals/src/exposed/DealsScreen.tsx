/** `./DealsScreen`, the route `/deals`: the brand's deals. */
import FeatureScreen from '../features/deals-list/DealsScreen';

export default function DealsScreen() {
  return <FeatureScreen />;
}
