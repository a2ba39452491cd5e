/**
 * /memSearch: the transport member search. The same flight search, for the brand's members:
 * prices are also given in the brand's points (its custom label and conversion rate) where the
 * brand has them.
 */
import { FlightsPage } from '../features/flight-search/FlightsPage';

export default function MemberSearchScreen() {
  return <FlightsPage variant="member" />;
}
