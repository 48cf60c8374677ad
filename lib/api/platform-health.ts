// Is the platform answering? Asked by proxy.ts before a signed-in page renders, so an outage answers 503
// with the "service unavailable" page instead of a page that fails mid-render with 500. One probe per
// process every PROBE_TTL_MS at most, whatever the traffic.
import { directPlatformFetch } from './direct-fetch';

const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

let last: { at: number; answer: Promise<boolean> } | undefined;

async function probe(platformApiUrl: string | undefined): Promise<boolean> {
  try {
    const response = await directPlatformFetch('/health', { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }, platformApiUrl);
    return response.ok;
  } catch {
    return false;
  }
}

export function isPlatformAvailable(platformApiUrl: string | undefined, now = Date.now()): Promise<boolean> {
  if (!last || now - last.at >= PROBE_TTL_MS) last = { at: now, answer: probe(platformApiUrl) };
  return last.answer;
}
