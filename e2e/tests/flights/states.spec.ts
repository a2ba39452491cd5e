/**
 * The states of spec section 4 for flight proposals, driven by sandbox faults scoped to a brand
 * (each test its own brand, with `times`): GENERIC_ERROR retried with a visible, announced
 * "still searching" state; exactly 10 retries before the no-results state; NO_CONTENT.
 */
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { injectFault } from '../../support/sandbox';
import {
  FlightsScreen,
  PROPOSALS_CALL,
  flightQuery,
  pendingFaults,
  urlDate,
} from '../../support/pages/flights';

test.describe.configure({ timeout: 90_000 });

const search = flightQuery({ departure: 'mad', destination: 'bcn', outboundDate: urlDate(60) });

test(
  'GENERIC_ERROR three times, then success: still searching, then the results',
  { tag: '@client-render' },
  async ({ page }) => {
    const flights = new FlightsScreen(page, 'xss');
    await injectFault({
      call: PROPOSALS_CALL,
      kind: 'GENERIC_ERROR',
      brand: flights.domain,
      times: 3,
    });
    await flights.open('/F', search);
    const status = flights.status(flights.results('Results'));
    await expect(status).toHaveText(/^Still searching: .* \(attempt [123] of 10 retries\)…$/);
    await expect(status).toHaveText(/^\d[\d,]* flights found\.$/, { timeout: 20_000 });
    await expect(flights.cards(flights.results('Results'))).toHaveCount(20);
    expect(flights.proposalRequests).toHaveLength(4);
    expect(await pendingFaults(flights.domain)).toEqual([]);
  },
);

test(
  'GENERIC_ERROR eleven times: exactly 10 retries, then the no-results state',
  { tag: '@client-render' },
  async ({ page }) => {
    const flights = new FlightsScreen(page, 'lastminute');
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
    await expect(flights.status(results)).toHaveText(/attempt 10 of 10 retries/, {
      timeout: 30_000,
    });
    await expect(flights.status(results)).toHaveText('No flights found.', { timeout: 20_000 });
    await expect(results.getByText('We found no flights for this search.')).toBeVisible();
    await expectNoAxeViolations(page);
    // nothing more is tried: 1 call and 10 retries, all answered GENERIC_ERROR
    await page.waitForTimeout(2_000);
    expect(flights.proposalRequests).toHaveLength(11);
    const left = await pendingFaults(flights.domain);
    expect(left.map((fault) => [fault.kind, fault.fired])).toEqual([['LATENCY', 0]]);

    // trying again is a new attempt (it meets the latency fault, which is then used up)
    await results.getByRole('button', { name: 'Try again' }).click();
    await expect(flights.status(results)).toHaveText(/flights found\.$/, { timeout: 20_000 });
    expect(await pendingFaults(flights.domain)).toEqual([]);
  },
);

// one brand for both, one after the other
test.describe.serial('members.localhost', () => {
  test(
    'NO_CONTENT shows the no-results message at once, without retrying',
    { tag: '@client-render' },
    async ({ page }) => {
      const flights = new FlightsScreen(page, 'members');
      await injectFault({
        call: PROPOSALS_CALL,
        kind: 'NO_CONTENT',
        brand: flights.domain,
        times: 1,
      });
      await flights.open('/F', search);
      const results = flights.results('Results');
      await expect(flights.status(results)).toHaveText('No flights found.', { timeout: 20_000 });
      await expect(results.getByText('We found no flights for this search.')).toBeVisible();
      await expect(
        results.getByText('Try other dates or airports, or try again in a moment.'),
      ).toBeVisible();
      expect(flights.proposalRequests).toHaveLength(1);
      expect(await pendingFaults(flights.domain)).toEqual([]);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'another error (a gateway 503) shows the no-results state without retrying',
    { tag: '@client-render' },
    async ({ page }) => {
      const flights = new FlightsScreen(page, 'members');
      await injectFault({
        call: PROPOSALS_CALL,
        kind: 'HTTP_503',
        brand: flights.domain,
        times: 1,
      });
      await flights.open('/F', search);
      const results = flights.results('Results');
      await expect(flights.status(results)).toHaveText('No flights found.', { timeout: 20_000 });
      expect(flights.proposalRequests).toHaveLength(1);
    },
  );
});
