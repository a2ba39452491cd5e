/**
 * A promise settled in a task of its own: work after it runs once the browser has had its turn
 * (input, a paint, a network answer), not in the task that awaited it. The start-up's steps are
 * cut with it, so no one step of the page's start holds the main thread for long.
 * `scheduler.yield()` where the browser has it (the rest of the work goes before other pending
 * tasks), a timer otherwise.
 */
type Scheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
