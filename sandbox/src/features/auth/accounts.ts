/**
 * Who can sign in: the link tokens AuthenticateExternal knows, and the one test user of
 * Authenticate. Documented in the README; e2e tests use them by value.
 */

export type Member = {
  userId: string;
  displayName: string;
  tier: 'GOLD' | 'SILVER';
  /** Lifetime of the access token. */
  expireInSeconds: number;
  /** clientData.expiresAt (seconds from now) when the sign-on service sends one, else null. */
  clientExpiresAt: number | null;
};

/** Anonymous sessions last a day and carry no clientData.expiresAt. */
export const ANONYMOUS_LIFETIME_SECONDS = 86_400;

/**
 * Link tokens as they arrive in the `a` URL parameter. `member+gold/2026==` has a `+` on purpose:
 * a URL that is not encoded turns it into a space, which the storefront must turn back.
 */
export const LINK_TOKENS: Readonly<Record<string, Member>> = {
  'member+gold/2026==': {
    userId: 'member-gold',
    displayName: 'Gold Member',
    tier: 'GOLD',
    expireInSeconds: 86_400,
    clientExpiresAt: 3_600,
  },
  'member-silver': {
    userId: 'member-silver',
    displayName: 'Silver Member',
    tier: 'SILVER',
    expireInSeconds: 43_200,
    clientExpiresAt: null,
  },
  'member-expiring': {
    userId: 'member-expiring',
    displayName: 'Expiring Member',
    tier: 'SILVER',
    expireInSeconds: 20,
    clientExpiresAt: 20,
  },
};

export const TEST_USER = {
  userNameOrEmailAddress: 'traveller@sandbox.localhost',
  userName: 'traveller',
  password: 'Sandbox-2026!',
  member: {
    userId: 'traveller',
    displayName: 'Test Traveller',
    tier: 'SILVER',
    expireInSeconds: 86_400,
    clientExpiresAt: null,
  } satisfies Member,
};
