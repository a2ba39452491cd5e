/** `./DealSearchScreen`, the route `/deal-search`: the deals narrowed by the shopper. */
import FeatureScreen from '../features/deal-search/DealSearchScreen';

export default function DealSearchScreen() {
  return <FeatureScreen />;
}
