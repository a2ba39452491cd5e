/** `./MemberSearchScreen`, the route `/hdpMemSearch`: the hotels-and-packages search for members. */
import FeatureScreen from '../features/accommodation-search/MemberSearchScreen';

export default function MemberSearchScreen() {
  return <FeatureScreen />;
}
