// The proxy's one platform call: rotate the refresh token. A plain fetch (the proxy cannot use the
// server-only API adapter); with no external platform configured it calls the embedded one in process.
import { refreshedTokensSchema, type RefreshedTokens } from '@/contract';

export type RefreshOutcome = { ok: true; tokens: RefreshedTokens } | { ok: false; reason: 'rejected' | 'unavailable' };

export async function refreshAccessToken(refreshToken: string, options: { platformApiUrl?: string; timeoutMs: number }): Promise<RefreshOutcome> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    signal: AbortSignal.timeout(options.timeoutMs),
  };
  try {
    let response: Response;
    if (options.platformApiUrl) {
      response = await fetch(`${options.platformApiUrl.replace(/\/$/, '')}/auth/refresh`, init);
    } else {
      const { platformFetch } = await import('@/platform');
      response = await platformFetch(new Request('http://embedded-platform.invalid/api/v1/auth/refresh', init));
    }
    if (response.status >= 400 && response.status < 500) return { ok: false, reason: 'rejected' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const parsed = refreshedTokensSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, tokens: parsed.data } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
