import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { RUNTIME_DIR } from '../../../scripts/stack.mjs';
import { SANDBOX_URL, brandUrl } from '../../support/env';
import {
  PAGE_SERVERS,
  metricsOf,
  originOf,
  pageServerLog,
  portOf,
  rawRequest,
  serverStateOf,
} from '../../support/render-tier';
import { callsTo, injectFault } from '../../support/sandbox';
import { startServer, stopServer } from '../../support/stack-control';

/**
 * A page server's life (the host, or a render process behind nginx): on SIGTERM it turns not
 * ready, takes no new request and finishes the one in flight before it exits; a new remote
 * version in the manifest is rendered by the next request, without a restart. These stop page
 * servers and change the manifest file, so they run one at a time after the other
 * server-rendering specs.
 */

test.describe.configure({ mode: 'serial' });

const readyz = async (port: number) => {
  try {
    return (await fetch(`${originOf(port)}/readyz`)).status;
  } catch {
    return 'refused';
  }
};

test('SIGTERM: not ready at once, no new request taken, the request in flight finished', async () => {
  const server = PAGE_SERVERS[0]!;
  const port = portOf(server);
  const brand = 'members';
  // a session of the brand, for the call below
  const signOn = await fetch(`${SANDBOX_URL}/api/TokenAuth/AuthenticateExternal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: '', domainName: `${brand}.localhost` }),
  });
  const accessToken = /"accessToken":"([^"]+)"/.exec(await signOn.text())?.[1];
  expect(accessToken).toBeTruthy();
  const since = Date.now();
  // a page holds no request past its render budget, so the request in flight is the brand's
  // configuration asked through the page server's /api, answered slowly once
  await injectFault({
    call: 'Strapi/GetConfig',
    kind: 'LATENCY',
    latencyMs: 2500,
    brand: `${brand}.localhost`,
    times: 1,
  });
  const inFlight = rawRequest(port, {
    target: `/api/services/app/Strapi/GetConfig?path=brand-configurations/${brand}.localhost`,
    headers: {
      Host: new URL(brandUrl(brand)).host,
      Authorization: `Bearer ${accessToken}`,
    },
  });
  await expect
    .poll(async () =>
      (await callsTo('Strapi/GetConfig')).some(
        (call) => call.brand === `${brand}.localhost` && Date.parse(call.at) >= since,
      ),
    )
    .toBe(true);
  const stopping = stopServer(server);
  // not ready from the signal on (a balancer polling it takes the process out of service)
  await expect.poll(() => readyz(port), { intervals: [50] }).toBe(503);
  // then the listener closes: a new request cannot reach this process any more
  await expect.poll(() => readyz(port), { intervals: [50] }).toBe('refused');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty(
    'result.data.attributes.domain',
    `${brand}.localhost`,
  );
  await stopping;
  const id = answer.headers['x-request-id'];
  const said = pageServerLog([server]).map((line) =>
    line.requestId === id ? 'answered' : line.msg,
  );
  const draining = said.lastIndexOf('draining');
  expect(draining).toBeGreaterThanOrEqual(0);
  expect(said.slice(draining)).toEqual(expect.arrayContaining(['draining', 'answered', 'drained']));
  expect(said.indexOf('answered', draining)).toBeLessThan(said.indexOf('drained', draining));

  await startServer(server);
  expect(await readyz(port)).toBe(200);
});

type ManifestFile = {
  remotes: Record<string, { default: string; versions: Record<string, unknown> }>;
  brands: Record<string, Record<string, unknown>>;
};

test('a new remote version in the manifest is rendered by the next request, without a restart', async () => {
  const file = path.join(RUNTIME_DIR, 'remotes.manifest.json');
  const original = readFileSync(file, 'utf8');
  const manifest = JSON.parse(original) as ManifestFile;
  const current = manifest.remotes.deals!.default;
  expect(Object.keys(manifest.remotes.deals!.versions)).toContain('0.9.0');
  const started = new Map<string, number | undefined>();
  for (const server of PAGE_SERVERS)
    started.set(server, (await metricsOf(portOf(server))).get('process_start_time_seconds'));

  const dealsOn = async (server: (typeof PAGE_SERVERS)[number]) => {
    const answer = await rawRequest(portOf(server), {
      target: '/deals',
      headers: { Host: new URL(brandUrl('sunsea')).host },
    });
    expect(answer.status).toBe(200);
    return {
      render: answer.headers['x-storefront-render'],
      deals: (serverStateOf(answer.body)?.versions as Record<string, string> | undefined)?.deals,
    };
  };

  manifest.remotes.deals!.default = '0.9.0';
  for (const pins of Object.values(manifest.brands)) delete pins.deals;
  writeFileSync(file, JSON.stringify(manifest));
  try {
    for (const server of PAGE_SERVERS) {
      // the first request loads the new version (within the render budget, or the browser renders)
      await expect.poll(() => dealsOn(server)).toEqual({ render: 'server', deals: '0.9.0' });
      expect(
        (await metricsOf(portOf(server))).get(
          'storefront_remote_server_loads_total{remote="deals",version="0.9.0",outcome="loaded"}',
        ),
      ).toBeGreaterThanOrEqual(1);
    }
  } finally {
    writeFileSync(file, original);
  }
  for (const server of PAGE_SERVERS) {
    await expect.poll(() => dealsOn(server)).toEqual({ render: 'server', deals: current });
    expect((await metricsOf(portOf(server))).get('process_start_time_seconds')).toBe(
      started.get(server),
    );
  }
});
