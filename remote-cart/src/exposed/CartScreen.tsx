/** `./CartScreen`, the route `/cart`: the cart. */
import FeatureScreen from '../features/cart/CartScreen';

export default function CartScreen() {
  return <FeatureScreen />;
}
