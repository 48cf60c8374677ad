// Token secret, lifetimes and the client-address header: given by the platform's start-up (or a test).
import { randomBytes } from 'node:crypto';
import { PASSWORD_HASH_PARAMS, type PasswordHashCost } from './password';

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
  /** IPv6 clients are counted by this prefix (http/client-block.ts). */
  clientIpv6Prefix: number;
  issuer: string;
  audience: string;
  /** Sign-in attempts per client address per 15 minutes before the waits start (many learners may share one address). */
  addressFailureLimit: number;
  /** scrypt's cost for new hashes; older hashes are replaced at the next sign-in. */
  passwordHash: PasswordHashCost;
}

export const AUTH_DEFAULTS = {
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 2_592_000,
  refreshGraceSeconds: 20,
  issuer: 'learner-portal-platform',
  audience: 'learner-portal',
  addressFailureLimit: 100,
  clientIpv6Prefix: 64,
  passwordHash: PASSWORD_HASH_PARAMS,
} as const;

let processSecret: string | undefined;

/** The defaults with a random secret kept for the whole process (platforms made in one test file share it). */
export function defaultAuthSettings(): AuthSettings {
  processSecret ??= randomBytes(32).toString('base64url');
  return { ...AUTH_DEFAULTS, secret: processSecret };
}

/** The deps' settings, or the defaults. */
export function authSettings(deps: { auth?: AuthSettings }): AuthSettings {
  deps.auth ??= defaultAuthSettings();
  return deps.auth;
}
