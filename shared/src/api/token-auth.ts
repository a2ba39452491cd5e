/**
 * TokenAuth (spec section 7): sign-on through a link token (AuthenticateExternal), an anonymous
 * session (GetDummyToken) and user name and password (Authenticate). Each answers an AuthResult;
 * writing the Abp.AuthToken cookie from it is the sign-on gate's job (host).
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import type { AuthResult } from '../domain/brand';
import { idSchema } from './wire-text';

const BASE = '/api/TokenAuth';

const authResultSchema = z.lazy(() =>
  z.object({
    authApiModel: z.object({
      accessToken: idSchema,
      expireInSeconds: z.number().check(z.gte(0)),
      userId: z.nullish(z.string()),
    }),
    clientData: z.nullish(
      z.object({
        userId: z.nullish(z.string()),
        sessionId: z.nullish(z.string()),
        signedIn: z.nullish(z.boolean()),
        /** seconds from now */
        expiresAt: z.nullish(z.number().check(z.gte(0))),
      }),
    ),
  }),
);

const parseAuthResult = parseWith(authResultSchema, (wire): AuthResult => {
  const userId = wire.authApiModel.userId ?? wire.clientData?.userId ?? null;
  return {
    accessToken: wire.authApiModel.accessToken,
    expireInSeconds: wire.authApiModel.expireInSeconds,
    expiresAt: wire.clientData?.expiresAt ?? null,
    userId,
    sessionId: wire.clientData?.sessionId ?? null,
    signedIn: wire.clientData?.signedIn ?? userId !== null,
  };
});

export type ExternalSignOn = {
  /** the link token of the URL parameter "a" (spaces already turned back into '+'), or '' */
  token: string;
  /** the brand domain */
  domainName: string;
};

/** Signs on with a link token; an empty token gives an anonymous session. */
export function authenticateExternal(input: ExternalSignOn): Promise<AuthResult> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/AuthenticateExternal`,
      data: { token: input.token, domainName: input.domainName },
    },
    parseAuthResult,
  );
}

/** An anonymous session for a brand domain. */
export function getDummyToken(domainName: string): Promise<AuthResult> {
  return request(
    { method: 'GET', url: `${BASE}/GetDummyToken`, params: { domainName } },
    parseAuthResult,
  );
}

export type Credentials = { userNameOrEmailAddress: string; password: string; domainName: string };

/** Signs in with a user name (or e-mail address) and password. */
export function authenticate(credentials: Credentials): Promise<AuthResult> {
  return request(
    {
      method: 'POST',
      url: `${BASE}/Authenticate`,
      data: {
        userNameOrEmailAddress: credentials.userNameOrEmailAddress,
        password: credentials.password,
        domainName: credentials.domainName,
      },
    },
    parseAuthResult,
  );
}
