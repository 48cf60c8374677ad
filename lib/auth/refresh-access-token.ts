// The proxy's platform call to rotate the refresh token (the proxy cannot use the server-only API adapter).
import { refreshedTokensSchema, type RefreshedTokens } from '@/contract';
import { directPlatformFetch } from '@/lib/api/direct-fetch';

type RefreshOutcome = { ok: true; tokens: RefreshedTokens } | { ok: false; reason: 'rejected' | 'unavailable' };

export async function refreshAccessToken(
  refreshToken: string,
  options: { platformApiUrl?: string; timeoutMs: number },
): Promise<RefreshOutcome> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    signal: AbortSignal.timeout(options.timeoutMs),
  };
  try {
    const response = await directPlatformFetch('/auth/refresh', init, options.platformApiUrl);
    if (response.status >= 400 && response.status < 500) return { ok: false, reason: 'rejected' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const parsed = refreshedTokensSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, tokens: parsed.data } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
