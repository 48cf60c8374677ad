// The learner's access token for a route handler or server action the proxy does not run for (uploads and
// multipart posts skip it, so it never buffers their bodies): refreshed here, as the proxy would, when it has
// expired or is about to, with the new cookies written back. Null: not signed in any more.
import 'server-only';
import { cookies } from 'next/headers';
import { refreshAccessToken } from '../auth/refresh-access-token';
import { expiresWithin } from '../auth/token-expiry';
import { config, siteUsesHttps } from '../config';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, authCookieOptions } from './auth-cookies';

const REFRESH_MARGIN_MS = 60_000;

export async function freshAccessToken(): Promise<string | null> {
  const jar = await cookies();
  const accessToken = jar.get(ACCESS_TOKEN_COOKIE)?.value;
  if (accessToken && !expiresWithin(accessToken, REFRESH_MARGIN_MS)) return accessToken;
  const refreshToken = jar.get(REFRESH_TOKEN_COOKIE)?.value;
  if (!refreshToken) return null;
  const { PLATFORM_API_URL, PLATFORM_TIMEOUT_MS } = config();
  const outcome = await refreshAccessToken(refreshToken, {
    platformApiUrl: PLATFORM_API_URL,
    timeoutMs: PLATFORM_TIMEOUT_MS,
  });
  if (!outcome.ok) return null;
  jar.set({
    name: ACCESS_TOKEN_COOKIE,
    value: outcome.tokens.access_token,
    ...authCookieOptions(ACCESS_TOKEN_COOKIE, siteUsesHttps()),
  });
  jar.set({
    name: REFRESH_TOKEN_COOKIE,
    value: outcome.tokens.refresh_token,
    ...authCookieOptions(REFRESH_TOKEN_COOKIE, siteUsesHttps()),
  });
  return outcome.tokens.access_token;
}
