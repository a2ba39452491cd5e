/** `./CheckoutScreen`, the route `/checkout`: the checkout, one step at a time. */
import FeatureScreen from '../features/checkout/CheckoutScreen';

export default function CheckoutScreen() {
  return <FeatureScreen />;
}
