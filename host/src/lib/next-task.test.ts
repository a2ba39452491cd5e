/** @jest-environment node */
import { nextTask } from './next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test("settles in a later task, not among the current task's callbacks", async () => {
  let settled = false;
  void nextTask().then(() => (settled = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  expect(settled).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settled).toBe(true);
});

test("is the browser's scheduler.yield() where there is one", async () => {
  const yieldTask = jest.fn(() => Promise.resolve());
  Object.assign(globalThis, { scheduler: { yield: yieldTask } });
  await nextTask();
  expect(yieldTask).toHaveBeenCalledTimes(1);
});
