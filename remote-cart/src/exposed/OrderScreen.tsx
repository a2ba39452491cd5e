/** `./OrderScreen`, the route `/order`: the confirmed order. */
import FeatureScreen from '../features/order/OrderScreen';

export default function OrderScreen() {
  return <FeatureScreen />;
}
