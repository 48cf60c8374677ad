// Token secret, lifetimes and the client-address header: given by the platform's start-up (or a test).
import { randomBytes } from 'node:crypto';

export interface AuthSettings {
  /** HS256 key, at least 32 characters. */
  secret: string;
  accessTokenTtlSeconds: number;
  /** Lifetime of a sign-in (refresh family): 30 days, the cookies' lifetime. */
  refreshTokenTtlSeconds: number;
  /** A refresh token presented again within this window of its rotation gets the same successor instead of revoking. */
  refreshGraceSeconds: number;
  /** Lower-case name of the header the reverse proxy sets to the client's address. */
  trustedClientIpHeader?: string;
  issuer: string;
  audience: string;
  /** Sign-in attempts per client address per 15 minutes before the waits start (many learners may share one address). */
  addressFailureLimit: number;
}

export const AUTH_DEFAULTS = {
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 2_592_000,
  refreshGraceSeconds: 20,
  issuer: 'learner-portal-platform',
  audience: 'learner-portal',
  addressFailureLimit: 100,
} as const;

let processSecret: string | undefined;

/** The deps' settings, or defaults with a per-process random secret. */
export function authSettings(deps: { auth?: AuthSettings }): AuthSettings {
  if (deps.auth) return deps.auth;
  processSecret ??= randomBytes(32).toString('base64url');
  deps.auth = { ...AUTH_DEFAULTS, secret: processSecret };
  return deps.auth;
}
