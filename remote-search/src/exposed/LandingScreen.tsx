/** `./LandingScreen`, the route `/`: the landing. */
import FeatureScreen from '../features/landing/LandingScreen';

export default function LandingScreen() {
  return <FeatureScreen />;
}
