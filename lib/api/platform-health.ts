// Is the platform answering (its GET /health: the database answers)? The one health check: /api/ready asks it
// on every call; proxy.ts asks it before a signed-in page renders, so an outage answers 503 with the
// "service unavailable" page instead of a page that fails mid-render with 500, at most once per PROBE_TTL_MS.
import { directPlatformFetch } from './direct-fetch';

const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

let last: { at: number; answer: Promise<boolean> } | undefined;

export async function checkPlatformHealth(platformApiUrl: string | undefined): Promise<boolean> {
  try {
    const response = await directPlatformFetch('/health', { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }, platformApiUrl);
    return response.ok;
  } catch {
    return false;
  }
}

export function isPlatformAvailable(platformApiUrl: string | undefined, now = Date.now()): Promise<boolean> {
  if (!last || now - last.at >= PROBE_TTL_MS) last = { at: now, answer: checkPlatformHealth(platformApiUrl) };
  return last.answer;
}
