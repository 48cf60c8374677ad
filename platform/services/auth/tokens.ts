// Token material: opaque random tokens stored only as SHA-256, and the signed access token (JWT, HS256).
// JWTs use hono/jwt (the platform's own framework): jose is ESM-only and cannot load in the Jest runtime.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { AuthSettings } from './settings';

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');
/**
 * The refresh token that replaces `presented`: derived from it with the auth secret, so every refresh of one
 * token (a retry, a second tab) gets the same successor, and only the platform can work it out.
 */
export const successorToken = (secret: string, presented: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${presented}`).digest('base64url');

interface AccessClaims {
  /** Account id. */
  sub: string;
  /** Sign-in (session family) id, so sign-out ends the access token too. */
  sid: string;
}

export async function signAccessToken(settings: AuthSettings, claims: AccessClaims, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + settings.accessTokenTtlSeconds;
  const token = await sign(
    {
      iss: settings.issuer,
      aud: settings.audience,
      sub: claims.sub,
      sid: claims.sid,
      jti: randomBytes(16).toString('base64url'),
      iat: issuedAt,
      exp: expiresAt,
    },
    settings.secret,
    'HS256',
  );
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Tokens whose signature, issuer and audience were checked, with their claims: a page's several platform calls
 * carry one token, and WebCrypto's key import and HMAC for each were a measurable part of a dashboard request.
 * A token string and secret always verify the same way; expiry is still checked on every call.
 */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
const VERIFIED_TOKENS_KEPT = 10_000;

/** The claims of a valid token, or null for a forged, tampered, expired or foreign one. */
export async function verifyAccessToken(
  settings: AuthSettings,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === settings.secret) return known.exp * 1000 <= now.getTime() ? null : known.claims;
  try {
    // Time is checked here against the injected clock rather than by the library against the wall clock.
    const payload = await verify(token, settings.secret, {
      alg: 'HS256',
      iss: settings.issuer,
      aud: settings.audience,
      exp: false,
      nbf: false,
      iat: false,
    });
    const { sub, sid, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || typeof exp !== 'number')
      return null;
    const claims = { sub, sid };
    if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT)
      verifiedTokens.delete(verifiedTokens.keys().next().value as string);
    verifiedTokens.set(token, { secret: settings.secret, claims, exp });
    if (exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}
