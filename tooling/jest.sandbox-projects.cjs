// Two jest projects for a package whose tests partly talk to the real sandbox, as shared's api
// tests do: `unit` (no network) and a sandbox project whose globalSetup starts the sandbox on a
// free port (only when one of its tests runs) and stops it by its PID afterwards. The sandbox
// project's page origin IS the sandbox, so axios' calls are same-origin in jsdom and
// document.cookie carries Abp.AuthToken, as in production.
const net = require('node:net');
const path = require('node:path');

const TESTING = path.join(__dirname, '../testing/jest');

/** A port nobody listens on now (the environment variable `pinnedBy`, when set, pins one). */
function freePort(pinnedBy) {
  const pinned = Number(pinnedBy ? process.env[pinnedBy] : undefined);
  if (Number.isInteger(pinned) && pinned > 0) return Promise.resolve(pinned);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {object} options
 * @param {object} options.base the package's preset (tooling/jest.preset.cjs)
 * @param {object} options.unit what the unit project adds (which files are its)
 * @param {object} options.sandbox what the sandbox project adds (which files, its displayName)
 * @param {string} options.portVariable the environment variable that pins the sandbox's port
 */
async function sandboxProjects({ base, unit, sandbox, portVariable }) {
  const url = `http://127.0.0.1:${await freePort(portVariable)}/`;
  return {
    // a global option (jest ignores it inside a project): real HTTP round trips on a loaded machine
    testTimeout: 30_000,
    // a worker a core (jest's default leaves one to itself, and on two cores runs in band): the
    // test files, the fuzz shards among them, run side by side while the sandbox answers
    maxWorkers: '100%',
    projects: [
      { ...base, displayName: 'unit', ...unit },
      {
        ...base,
        displayName: 'sandbox',
        ...sandbox,
        testEnvironmentOptions: { url },
        globalSetup: path.join(TESTING, 'sandbox-global-setup.cjs'),
        globalTeardown: path.join(TESTING, 'sandbox-global-teardown.cjs'),
      },
    ],
  };
}

module.exports = { sandboxProjects };
