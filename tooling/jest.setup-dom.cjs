require('@testing-library/jest-dom');

// findBy* and waitFor wait up to 10 s (Testing Library's default is 1 s): screens tested against
// the real sandbox wait on HTTP round trips, which take longer than that on a loaded 2-core CI
// machine. A guard against hangs, not a speed check; jest's test timeout is 30 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });

// Answers kept for Back and Forward, and the failures a page was rendered with
// (shared/src/api/answer-cache and the page's queries, shared/src/api/queries), last one visit:
// one test.
// eslint-disable-next-line no-undef -- a jest global in a set-up file
beforeEach(() => {
  const { forgetAnswers, forgetFailures } = require('@storefront/shared/api/answer-cache');
  forgetAnswers();
  forgetFailures();
  require('@storefront/shared/api/queries').forgetQueries();
});
