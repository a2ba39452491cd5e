/** `./AccommodationScreen`, the routes `/DP`, `/H` and `/HGH`: the hotels-and-packages search. */
import FeatureScreen from '../features/accommodation-search/AccommodationScreen';

export default function AccommodationScreen() {
  return <FeatureScreen />;
}
