require('@testing-library/jest-dom');

// findBy* and waitFor wait up to 10 s (Testing Library's default is 1 s): screens tested against
// the real sandbox wait on HTTP round trips, which take longer than that on a loaded 2-core CI
// machine. A guard against hangs, not a speed check; jest's test timeout is 30 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
