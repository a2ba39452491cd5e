import { buildForTests } from '../../scripts/build-for-tests.mjs';
import { FIXTURES, PORTS, Stack, controlServer } from '../../scripts/stack.mjs';

/** Builds what changed, starts the composition, and opens the control API tests use. */
export default async function globalSetup() {
  buildForTests();
  // a stopped page server stays up, not ready, this long before it closes its listener (the
  // drain's first step, which a balancer polling /readyz needs): long enough for a test to see it
  process.env.STOREFRONT_DRAIN_DELAY_MS ??= '1000';
  // the specs check what a page renders, not how fast (the bench does, with the production
  // budget): on a loaded 2-core machine a start-up can take past 600 ms, which would leave a page
  // the specs expect rendered on the server to the browser
  process.env.STOREFRONT_RENDER_BUDGET_MS ??= '2500';
  const stack = new Stack({ quiet: !process.env.STACK_LOGS });
  // STACK_SERVERS=host,search,... starts only those (e.g. with a sandbox you run yourself)
  await stack.start(process.env.STACK_SERVERS?.split(','));
  for (const name of Object.keys(FIXTURES)) await stack.startOne(name);
  const control = await controlServer(stack, PORTS.control);
  (globalThis as Record<string, unknown>).__STACK__ = { stack, control };
}
