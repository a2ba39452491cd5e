import { createHarness, type Harness } from '../../testing/harness';
import type { AuthenticationResult } from './auth-routes';
import { TEST_USER } from './accounts';
import { createTokenService } from './tokens';

describe('token auth', () => {
  let sandbox: Harness;
  beforeEach(async () => {
    sandbox = await createHarness();
  });
  afterEach(() => sandbox.close());

  const authenticateExternal = async (token: string, domainName = 'sunsea.localhost') => {
    const response = await sandbox.request('POST', '/api/TokenAuth/AuthenticateExternal', {
      body: { token, domainName },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('refuses a backend call without a bearer token with 401 and an envelope', async () => {
    const answer = await sandbox.api('POST', 'FeatureToogle/FlagProviderList');
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      __abp: true,
      error: { code: 'UNAUTHORIZED' },
    });
  });

  it('refuses a forged or malformed bearer token', async () => {
    const token = await sandbox.signIn();
    const [payload] = token.split('.');
    for (const bad of [`${payload}.forged`, 'not-a-token', `${token}x`]) {
      const answer = await sandbox.api('POST', 'FeatureToogle/FlagProviderList', { token: bad });
      expect(answer.status).toBe(401);
    }
  });

  it('gives an anonymous session for an empty link token, without clientData.expiresAt', async () => {
    const { status, body } = await authenticateExternal('');
    expect(status).toBe(200);
    const result = body.result as AuthenticationResult;
    expect(result.authApiModel.expireInSeconds).toBe(86_400);
    expect(result.clientData).toMatchObject({
      signedIn: false,
      userId: null,
      domainName: 'sunsea.localhost',
    });
    expect(result.clientData).not.toHaveProperty('expiresAt');
    const flags = await sandbox.api('POST', 'FeatureToogle/FlagProviderList', {
      token: result.authApiModel.accessToken,
    });
    expect(flags.status).toBe(200);
  });

  it('signs a member in with a known link token holding a plus sign, with clientData.expiresAt', async () => {
    const { status, body } = await authenticateExternal(
      'member+gold/2026==',
      'Members.localhost:3000',
    );
    expect(status).toBe(200);
    const result = body.result as AuthenticationResult;
    expect(result.clientData).toMatchObject({
      signedIn: true,
      userId: 'member-gold',
      domainName: 'members.localhost',
      expiresAt: 3600,
    });
  });

  it('signs a member in without clientData.expiresAt for member-silver', async () => {
    const { body } = await authenticateExternal('member-silver');
    const result = body.result as AuthenticationResult;
    expect(result.clientData.signedIn).toBe(true);
    expect(result.clientData).not.toHaveProperty('expiresAt');
    expect(result.authApiModel.expireInSeconds).toBe(43_200);
  });

  it('fails an unknown link token with INVALID_TOKEN, including one whose plus became a space', async () => {
    for (const token of ['nobody', 'member gold/2026==']) {
      const { status, body } = await authenticateExternal(token);
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, error: { code: 'INVALID_TOKEN' } });
    }
  });

  it('rejects a sign-on request without a domain name', async () => {
    const response = await sandbox.request('POST', '/api/TokenAuth/AuthenticateExternal', {
      body: { token: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('gives an anonymous token from GetDummyToken', async () => {
    const response = await sandbox.request('GET', '/api/TokenAuth/GetDummyToken', {
      query: { domainName: 'punti.localhost' },
    });
    const result = response.json().result as AuthenticationResult;
    expect(result.clientData).toMatchObject({ signedIn: false, domainName: 'punti.localhost' });
  });

  it('authenticates the documented test user and refuses a wrong password', async () => {
    const good = await sandbox.request('POST', '/api/TokenAuth/Authenticate', {
      body: {
        userNameOrEmailAddress: TEST_USER.userNameOrEmailAddress,
        password: TEST_USER.password,
      },
    });
    expect((good.json().result as AuthenticationResult).clientData).toMatchObject({
      signedIn: true,
      userId: 'traveller',
    });
    const bad = await sandbox.request('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: TEST_USER.userNameOrEmailAddress, password: 'wrong' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('stops accepting a token once it has expired', async () => {
    const token = await sandbox.signIn('sunsea.localhost', 'member-expiring');
    expect((await sandbox.api('POST', 'FeatureToogle/FlagProviderList', { token })).status).toBe(
      200,
    );
    sandbox.clock.advance(21);
    expect((await sandbox.api('POST', 'FeatureToogle/FlagProviderList', { token })).status).toBe(
      401,
    );
  });

  it('keeps tokens valid across a restart with the same secret', async () => {
    const token = await sandbox.signIn();
    const restarted = await createHarness();
    try {
      expect(
        (await restarted.api('POST', 'FeatureToogle/FlagProviderList', { token })).status,
      ).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('token service', () => {
  it('refuses a token signed with another secret', () => {
    const now = () => 0;
    const issued = createTokenService({ secret: 'a', now }).issue(
      { domain: 'sunsea.localhost', signedIn: false, userId: null, sessionId: 's' },
      60,
    );
    expect(createTokenService({ secret: 'b', now }).verify(issued)).toBeNull();
    expect(createTokenService({ secret: 'a', now }).verify(issued)).toMatchObject({
      sessionId: 's',
    });
  });
});
