// Jest globalTeardown of the `api` project: stops the sandbox started by globalSetup, by its PID,
// and waits for it to exit (SIGKILL after 5 s).
const STOP_TIMEOUT_MS = 5000;

module.exports = async function stopSandbox() {
  const started = globalThis.__STOREFRONT_API_SANDBOX__;
  if (!started) return;
  globalThis.__STOREFRONT_API_SANDBOX__ = undefined;
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  if (child.connected) child.disconnect();
};
