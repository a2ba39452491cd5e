/** `./HotelDetailScreen`, the route `/hotel-detail`: a hotel and its price. */
import FeatureScreen from '../features/hotel-detail/HotelDetailScreen';

export default function HotelDetailScreen() {
  return <FeatureScreen />;
}
