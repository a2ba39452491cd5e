/** /F and /FF: the flight search and its results (the product type comes from the path). */
import { FlightsPage } from '../features/flight-search/FlightsPage';

export default function FlightsScreen() {
  return <FlightsPage variant="flights" />;
}
