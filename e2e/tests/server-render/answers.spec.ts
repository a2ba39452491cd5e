import { expect, test } from '../../support/test';
import { callsTo, injectFault } from '../../support/sandbox';
import {
  FlightsScreen,
  PROPOSALS_CALL,
  flightQuery,
  pendingFaults,
  urlDate,
} from '../../support/pages/flights';
import { STAY, proposalCalls as hotelProposalCalls, searchUrl } from '../../support/pages/search';
import { consoleProblems } from '../../support/journeys';
import { brandUrl } from '../../support/env';

/**
 * The backend's answers as they came, on a page rendered on the server: what the server was told
 * (an error, NO_CONTENT, and how many times it asked) travels to the browser, which goes on from
 * there by the same rules as a page it renders itself, and never asks again for what the server
 * was told. Counted at the sandbox: the server's calls and the browser's together.
 */
test.describe.configure({ timeout: 90_000 });

const search = flightQuery({ departure: 'mad', destination: 'bcn', outboundDate: urlDate(61) });

/** Every RetrieveProposals the sandbox received for `domain` since `since` (ms). */
async function proposalCalls(domain: string, since: number) {
  return (await callsTo(PROPOSALS_CALL)).filter(
    (call) => call.brand === domain && Date.parse(call.at) >= since,
  ).length;
}

const hydrationProblems = (problems: string[]) =>
  problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p));

test('GENERIC_ERROR eleven times: 11 calls in all, server and browser, then no results', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, 'lastminute');
  const problems = consoleProblems(page);
  const since = Date.now() - 1_000;
  await injectFault({
    call: PROPOSALS_CALL,
    kind: 'GENERIC_ERROR',
    brand: flights.domain,
    times: 11,
  });
  // a twelfth call would meet this harmless fault first: it must still be there at the end
  await injectFault({
    call: PROPOSALS_CALL,
    kind: 'LATENCY',
    latencyMs: 1,
    brand: flights.domain,
    times: 1,
  });
  await flights.open('/F', search);
  const results = flights.results('Results');
  await expect(flights.status(results)).toHaveText('No flights found.', { timeout: 30_000 });
  await page.waitForTimeout(2_000);
  expect(await proposalCalls(flights.domain, since)).toBe(11);
  const left = await pendingFaults(flights.domain);
  expect(left.map((fault) => [fault.kind, fault.fired])).toEqual([['LATENCY', 0]]);
  expect(hydrationProblems(problems)).toEqual([]);
  // trying again is a new attempt (it meets the latency fault, which is then used up)
  await results.getByRole('button', { name: 'Try again' }).click();
  await expect(flights.status(results)).toHaveText(/flights found\.$/, { timeout: 20_000 });
});

test('GENERIC_ERROR three times: the browser goes on from the server, 4 calls, then the results', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, 'xss');
  const problems = consoleProblems(page);
  const since = Date.now() - 1_000;
  await injectFault({
    call: PROPOSALS_CALL,
    kind: 'GENERIC_ERROR',
    brand: flights.domain,
    times: 3,
  });
  await flights.open('/F', search);
  const results = flights.results('Results');
  await expect(flights.status(results)).toHaveText(/^\d[\d,]* flights found\.$/, {
    timeout: 20_000,
  });
  await expect(flights.cards(results)).toHaveCount(20);
  expect(await proposalCalls(flights.domain, since)).toBe(4);
  expect(await pendingFaults(flights.domain)).toEqual([]);
  expect(hydrationProblems(problems)).toEqual([]);
});

test('NO_CONTENT: the server renders no results, and the browser asks nothing more', async ({
  page,
  browser,
}) => {
  const flights = new FlightsScreen(page, 'members');
  const since = Date.now() - 1_000;
  await injectFault({ call: PROPOSALS_CALL, kind: 'NO_CONTENT', brand: flights.domain, times: 1 });
  // the server's page, before any script: already the no-results message
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const html = await (await bare.newPage()).goto(brandUrl('members', `/F?${search}`));
  expect(html?.headers()['x-storefront-render']).toBe('server');
  expect(await html?.text()).toContain('No flights found.');
  await bare.close();
  expect(await proposalCalls(flights.domain, since)).toBe(1);
  // and hydrated: the same message, no call more
  await injectFault({ call: PROPOSALS_CALL, kind: 'NO_CONTENT', brand: flights.domain, times: 1 });
  const problems = consoleProblems(page);
  await flights.open('/F', search);
  const results = flights.results('Results');
  await expect(flights.status(results)).toHaveText('No flights found.');
  await page.waitForTimeout(1_500);
  expect(await proposalCalls(flights.domain, since)).toBe(2);
  expect(hydrationProblems(problems)).toEqual([]);
});

test('a hotel search failed on the server: its error in the HTML, hydrated as it is, and a retry that recovers', async ({
  page,
}) => {
  // members: no other spec of the server-rendering pass searches hotels on it
  const domain = 'members.localhost';
  const since = Date.now() - 1_000;
  await injectFault({
    call: 'ShoppingHDPService/RetrieveProposals',
    kind: 'GENERIC_ERROR',
    brand: domain,
    times: 1,
  });
  const problems = consoleProblems(page);
  const response = await page.goto(
    brandUrl('members', searchUrl('/H', { destination: 'lis', ...STAY })),
  );
  expect(response?.headers()['x-storefront-render']).toBe('server');
  // the server's page already says so, before any script
  expect(await response?.text()).toContain('We couldn&#x27;t load the stays');
  const failed = page.getByRole('heading', { name: "We couldn't load the stays" });
  await expect(failed).toBeVisible();
  // hydrated as it came: the browser did not ask again
  await page.waitForTimeout(1_500);
  await expect(failed).toBeVisible();
  expect(await hotelProposalCalls(domain, since)).toHaveLength(1);
  expect(hydrationProblems(problems)).toEqual([]);
  // the retry is a new attempt, of the search the server had created
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await hotelProposalCalls(domain, since)).toHaveLength(2);
});
