// Half of the search screen's fuzzed addresses (testing/search-screen-fuzz.tsx); the other
// half, from another seed, is HotelSearchPage.fuzz-2.sandbox.test.tsx, run beside it by jest.
import { fuzzSearchScreen } from '../../testing/search-screen-fuzz';

fuzzSearchScreen({ runs: 300, seed: 10_010 });
