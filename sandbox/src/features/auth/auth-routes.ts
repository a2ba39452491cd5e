/**
 * TokenAuth: AuthenticateExternal (link-token sign-on), GetDummyToken (anonymous session) and
 * Authenticate (user name and password). All three answer the same authentication result.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok, SandboxError } from '../../lib/envelope';
import { parseInput } from '../../lib/validation';
import { normalizeDomain } from '../../inventory/brands';
import { ANONYMOUS_LIFETIME_SECONDS, LINK_TOKENS, TEST_USER, type Member } from './accounts';
import type { TokenService } from './tokens';

export type AuthenticationResult = {
  authApiModel: { accessToken: string; expireInSeconds: number; userId: string | null };
  clientData: {
    userId: string | null;
    sessionId: string;
    signedIn: boolean;
    domainName: string;
    displayName?: string;
    tier?: Member['tier'];
    expiresAt?: number;
  };
};

const externalSchema = z.object({ token: z.string(), domainName: z.string().min(1) });
const dummySchema = z.object({ domainName: z.string().min(1) });
const credentialsSchema = z.object({
  userNameOrEmailAddress: z.string().min(1),
  password: z.string().min(1),
  domainName: z.string().min(1).default('sunsea.localhost'),
});

export const authRoutes: FastifyPluginAsync<{ tokens: TokenService }> = async (app, { tokens }) => {
  const anonymous = (domainName: string): AuthenticationResult => {
    const sessionId = randomUUID();
    const domain = normalizeDomain(domainName);
    return {
      authApiModel: {
        accessToken: tokens.issue(
          { domain, signedIn: false, userId: null, sessionId },
          ANONYMOUS_LIFETIME_SECONDS,
        ),
        expireInSeconds: ANONYMOUS_LIFETIME_SECONDS,
        userId: null,
      },
      clientData: { userId: null, sessionId, signedIn: false, domainName: domain },
    };
  };

  const signedIn = (member: Member, domainName: string): AuthenticationResult => {
    const sessionId = randomUUID();
    const domain = normalizeDomain(domainName);
    return {
      authApiModel: {
        accessToken: tokens.issue(
          { domain, signedIn: true, userId: member.userId, sessionId },
          member.expireInSeconds,
        ),
        expireInSeconds: member.expireInSeconds,
        userId: member.userId,
      },
      clientData: {
        userId: member.userId,
        sessionId,
        signedIn: true,
        domainName: domain,
        displayName: member.displayName,
        tier: member.tier,
        ...(member.clientExpiresAt === null ? {} : { expiresAt: member.clientExpiresAt }),
      },
    };
  };

  app.post('/api/TokenAuth/AuthenticateExternal', async (request) => {
    const { token, domainName } = parseInput(externalSchema, request.body, 'sign-on request');
    if (token === '') return ok(anonymous(domainName));
    const member = LINK_TOKENS[token];
    if (!member) throw new SandboxError('INVALID_TOKEN', 'The sign-on link token is not valid');
    return ok(signedIn(member, domainName));
  });

  app.get('/api/TokenAuth/GetDummyToken', async (request) => {
    const { domainName } = parseInput(dummySchema, request.query, 'query');
    return ok(anonymous(domainName));
  });

  app.post('/api/TokenAuth/Authenticate', async (request) => {
    const credentials = parseInput(credentialsSchema, request.body, 'credentials');
    const knownName = [TEST_USER.userNameOrEmailAddress, TEST_USER.userName].includes(
      credentials.userNameOrEmailAddress.toLowerCase(),
    );
    if (!knownName || credentials.password !== TEST_USER.password) {
      throw new SandboxError('UNAUTHORIZED', 'Invalid user name or password');
    }
    return ok(signedIn(TEST_USER.member, credentials.domainName));
  });
};
