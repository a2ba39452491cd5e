import { ERROR_CODES } from '../../../../shared/src/domain/contract';
import { ERROR_STATUS } from '../../lib/envelope';
import { createHarness, type Harness } from '../../testing/harness';
import { createSandbox } from '../../server';

const PROPOSALS = 'ShoppingTransportService/RetrieveProposals';

describe('fault injection and the control API', () => {
  let sandbox: Harness;
  let token: string;
  let searchId: string;
  beforeEach(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
    const search = await sandbox.result<{ searchId: string }>(
      'POST',
      'ShoppingTransportService/CreateSearch',
      {
        token,
        body: {
          departure: 'MAD',
          destination: 'BCN',
          outboundDate: '2026-07-01',
          travellers: { adults: 1, childrenAges: [] },
          transportType: 'ONLY_FLIGHT',
        },
      },
    );
    searchId = search.searchId;
  });
  afterEach(() => sandbox.close());

  const inject = async (fault: Record<string, unknown>) => {
    const response = await sandbox.request('POST', '/__sandbox/faults', { body: fault });
    expect(response.statusCode).toBe(201);
    return response.json().fault as { id: string };
  };
  const proposals = (callToken = token) =>
    sandbox.api<{ total: number }>('POST', PROPOSALS, {
      token: callToken,
      query: { searchId },
      body: {},
    });

  it.each(ERROR_CODES)(
    'answers an injected %s with its status and code in the envelope, then recovers',
    async (code) => {
      await inject({ call: PROPOSALS, kind: code, times: 1 });
      const failed = await proposals();
      expect(failed.status).toBe(ERROR_STATUS[code]);
      expect(failed.envelope).toMatchObject({
        success: false,
        __abp: true,
        error: { code },
        result: null,
      });
      expect((await proposals()).status).toBe(200);
    },
  );

  it('fires GENERIC_ERROR for the next n calls only', async () => {
    await inject({ call: PROPOSALS, kind: 'GENERIC_ERROR', times: 3 });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await proposals()).status);
    expect(statuses).toEqual([500, 500, 500, 200]);
    expect((await sandbox.request('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
  });

  it('keeps a fault without times until the faults are cleared', async () => {
    await inject({ call: PROPOSALS, kind: 'NO_CONTENT' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await proposals()).envelope.error?.code).toBe('NO_CONTENT');
    expect((await sandbox.request('DELETE', '/__sandbox/faults')).json()).toEqual({ removed: 1 });
    expect((await proposals()).status).toBe(200);
  });

  it("clears one brand's faults and leaves the others", async () => {
    await inject({ call: PROPOSALS, kind: 'NO_CONTENT', brand: 'members.localhost', times: 1 });
    await inject({ call: PROPOSALS, kind: 'NO_CONTENT', brand: 'punti.localhost', times: 1 });
    const cleared = await sandbox.request('DELETE', '/__sandbox/faults', {
      query: { brand: 'Members.localhost:8080' },
    });
    expect(cleared.json()).toEqual({ removed: 1 });
    const left = (await sandbox.request('GET', '/__sandbox/faults')).json() as {
      faults: Array<{ brand: string }>;
    };
    expect(left.faults.map((fault) => fault.brand)).toEqual(['punti.localhost']);
  });

  it('answers HTTP_500 and HTTP_503 with a gateway page instead of an envelope', async () => {
    await inject({ call: PROPOSALS, kind: 'HTTP_500', times: 1 });
    await inject({ call: PROPOSALS, kind: 'HTTP_503', times: 1 });
    const first = await sandbox.request('POST', `/api/services/app/${PROPOSALS}`, {
      token,
      query: { searchId },
      body: {},
    });
    expect(first.statusCode).toBe(500);
    expect(first.headers['content-type']).toContain('text/html');
    const second = await sandbox.request('POST', `/api/services/app/${PROPOSALS}`, {
      token,
      query: { searchId },
      body: {},
    });
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('1');
  });

  it('answers MALFORMED with a 200 whose result has the wrong shape', async () => {
    await inject({ call: PROPOSALS, kind: 'MALFORMED', times: 1 });
    const answer = await proposals();
    expect(answer.status).toBe(200);
    expect(answer.envelope.success).toBe(true);
    expect(typeof answer.envelope.result).toBe('string');
  });

  it('answers MALFORMED_BODY with a 200 JSON body cut off mid-way, then recovers', async () => {
    await inject({ call: PROPOSALS, kind: 'MALFORMED_BODY', times: 1 });
    const answer = await sandbox.request('POST', `/api/services/app/${PROPOSALS}`, {
      token,
      query: { searchId },
      body: {},
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toMatch(/^\{"success":true,/);
    expect(() => JSON.parse(answer.body) as unknown).toThrow(SyntaxError);
    expect((await proposals()).status).toBe(200);
  });

  it('delays a call by latencyMs and then answers normally', async () => {
    await inject({ call: PROPOSALS, kind: 'LATENCY', latencyMs: 150, times: 1 });
    const started = Date.now();
    const answer = await proposals();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.status).toBe(200);
  });

  it('drops the connection for NETWORK_ERROR', async () => {
    const app = createSandbox();
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const inject = await fetch(`${url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ call: 'TokenAuth/GetDummyToken', kind: 'NETWORK_ERROR', times: 1 }),
      });
      expect(inject.status).toBe(201);
      await expect(
        fetch(`${url}/api/TokenAuth/GetDummyToken?domainName=sunsea.localhost`),
      ).rejects.toThrow();
      expect(
        (await fetch(`${url}/api/TokenAuth/GetDummyToken?domainName=sunsea.localhost`)).status,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('scopes a fault to one brand', async () => {
    await inject({
      call: 'FeatureToogle/FlagProviderList',
      kind: 'GENERIC_ERROR',
      brand: 'lastminute.localhost',
    });
    const lastminute = await sandbox.signIn('lastminute.localhost');
    expect((await sandbox.api('POST', 'FeatureToogle/FlagProviderList', { token })).status).toBe(
      200,
    );
    expect(
      (await sandbox.api('POST', 'FeatureToogle/FlagProviderList', { token: lastminute })).status,
    ).toBe(500);
  });

  it('faults sign-on and brand configuration calls, scoped by the domain they carry', async () => {
    await inject({
      call: 'TokenAuth/AuthenticateExternal',
      kind: 'GENERIC_ERROR',
      brand: 'members.localhost',
      times: 1,
    });
    await expect(sandbox.signIn('members.localhost')).rejects.toThrow();
    await expect(sandbox.signIn('members.localhost')).resolves.toEqual(expect.any(String));
    await inject({ call: 'Strapi/GetConfig', kind: 'HTTP_503', times: 1 });
    const answer = await sandbox.request('GET', '/api/services/app/Strapi/GetConfig', {
      token,
      query: { path: 'brand-configurations/sunsea.localhost' },
    });
    expect(answer.statusCode).toBe(503);
  });

  it('rejects a fault for an unknown call or of an unknown kind', async () => {
    const unknownCall = await sandbox.request('POST', '/__sandbox/faults', {
      body: { call: 'Nope/Nope', kind: 'NO_CONTENT' },
    });
    expect(unknownCall.statusCode).toBe(400);
    expect(unknownCall.json().error.details.known).toContain(PROPOSALS);
    const unknownKind = await sandbox.request('POST', '/__sandbox/faults', {
      body: { call: PROPOSALS, kind: 'EXPLODE' },
    });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('records how often each call was made and its last request bodies', async () => {
    const facets = [{ name: 'OUTBOUND_STOPS', values: ['0'] }];
    await sandbox.api('POST', PROPOSALS, { token, query: { searchId }, body: { facets } });
    await sandbox.api('POST', PROPOSALS, { token, query: { searchId }, body: {} });
    const log = (
      await sandbox.request('GET', '/__sandbox/calls', { query: { call: PROPOSALS } })
    ).json();
    expect(log.count).toBe(2);
    expect(log.requests[0]).toMatchObject({
      method: 'POST',
      query: { searchId },
      body: { facets },
      brand: 'sunsea.localhost',
    });
    const all = (await sandbox.request('GET', '/__sandbox/calls')).json();
    expect(all.counts).toMatchObject({ [PROPOSALS]: 2, 'TokenAuth/AuthenticateExternal': 1 });
    expect(all.known).toContain('CartApiService/DeleteSpecialRequestByCartId');
  });

  it('resets faults, calls, carts, receivers and settings', async () => {
    await inject({ call: PROPOSALS, kind: 'NO_CONTENT' });
    await sandbox.request('POST', '/__sandbox/config', { body: { cartTtlSeconds: 10 } });
    const cart = await sandbox.result<{ cartId: string }>('POST', 'CartApiService/CreateCart', {
      token,
      body: { productType: 'H' },
    });
    expect((await sandbox.request('POST', '/__sandbox/reset')).json()).toEqual({ reset: true });
    expect((await proposals()).status).toBe(404);
    expect((await sandbox.request('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
    expect((await sandbox.request('GET', '/__sandbox/config')).json()).toEqual({
      cartTtlSeconds: 1800,
    });
    expect(
      (
        await sandbox.api('POST', 'CartApiService/RetrieveCartFull', {
          token,
          query: { cartId: cart.cartId },
        })
      ).status,
    ).toBe(404);
    expect((await sandbox.request('GET', '/__sandbox/calls')).json().counts).toEqual({
      [PROPOSALS]: 1,
      'CartApiService/RetrieveCartFull': 1,
    });
  });

  it('answers unknown backend paths with a NOT_FOUND envelope', async () => {
    const response = await sandbox.request('GET', '/api/services/app/Nope/Nope', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ __abp: true, error: { code: 'NOT_FOUND' } });
  });
});
