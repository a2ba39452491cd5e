/** The session a sandbox bearer token carries (see features/auth/tokens.ts). */
export type Session = {
  domain: string;
  signedIn: boolean;
  userId: string | null;
  sessionId: string;
  /** Expiry in epoch seconds. */
  expiresAt: number;
};
