import { hasErrorCode } from '@storefront/shared/api/errors';
import { authenticate, authenticateExternal, getDummyToken } from './token-auth';
import { flagProviderList } from './feature-toggles';
import {
  injectFault,
  lastRequest,
  pendingFaults,
  signOut,
  storeToken,
} from '@storefront/testing/sandbox';

const BRAND = 'members.localhost';

describe('TokenAuth', () => {
  afterEach(async () => {
    signOut();
    expect(await pendingFaults(BRAND)).toEqual([]);
  });

  it('AuthenticateExternal with an empty link token gives an anonymous session', async () => {
    const result = await authenticateExternal({ token: '', domainName: BRAND });
    expect(result).toEqual({
      accessToken: expect.any(String),
      expireInSeconds: 86_400,
      expiresAt: null,
      userId: null,
      sessionId: expect.any(String),
      signedIn: false,
    });
    expect((await lastRequest('TokenAuth/AuthenticateExternal', BRAND)).body).toEqual({
      token: '',
      domainName: BRAND,
    });
  });

  it('AuthenticateExternal with a known link token signs in, with clientData.expiresAt', async () => {
    const result = await authenticateExternal({ token: 'member+gold/2026==', domainName: BRAND });
    expect(result).toMatchObject({
      expireInSeconds: 86_400,
      expiresAt: 3_600,
      userId: 'member-gold',
      signedIn: true,
    });
    // the token works as a bearer for backend calls
    storeToken(result.accessToken);
    await expect(flagProviderList()).resolves.toContainEqual({
      name: 'travel.operator_panel',
      enabled: true,
    });
  });

  it('AuthenticateExternal with an unknown link token fails with INVALID_TOKEN', async () => {
    const failure = authenticateExternal({ token: 'not-a-member', domainName: BRAND });
    await expect(failure).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      status: 401,
      message: 'The sign-on link token is not valid',
    });
  });

  it('AuthenticateExternal surfaces an injected failure as an ApiError', async () => {
    await injectFault({
      call: 'TokenAuth/AuthenticateExternal',
      kind: 'GENERIC_ERROR',
      brand: BRAND,
    });
    const error = await authenticateExternal({ token: '', domainName: BRAND }).catch(
      (caught: unknown) => caught,
    );
    expect(hasErrorCode(error, 'GENERIC_ERROR')).toBe(true);
  });

  it('GetDummyToken gives an anonymous session for a domain', async () => {
    const result = await getDummyToken(BRAND);
    expect(result).toMatchObject({ signedIn: false, userId: null, expireInSeconds: 86_400 });
    expect(result.accessToken).not.toBe('');
    expect((await lastRequest('TokenAuth/GetDummyToken', BRAND)).query).toEqual({
      domainName: BRAND,
    });
  });

  it('Authenticate signs the test user in and refuses a wrong password', async () => {
    const credentials = {
      userNameOrEmailAddress: 'traveller@sandbox.localhost',
      password: 'Sandbox-2026!',
      domainName: BRAND,
    };
    await expect(authenticate(credentials)).resolves.toMatchObject({
      userId: 'traveller',
      signedIn: true,
    });
    await expect(authenticate({ ...credentials, password: 'wrong' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid user name or password',
    });
  });
});
