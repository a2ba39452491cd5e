import type { Server } from 'node:http';

type Running = { stack: { stopAll(): Promise<void> }; control: Server };

export default async function globalTeardown() {
  const running = (globalThis as Record<string, unknown>).__STACK__ as Running | undefined;
  if (!running) return;
  await new Promise((resolve) => running.control.close(resolve));
  await running.stack.stopAll();
}
