// Is the platform answering (its GET /health: the database answers)? The one health check: /api/ready asks it
// on every call; proxy.ts asks it before a signed-in page renders, so an outage answers 503 with the
// "service unavailable" page instead of a page that fails mid-render with 500, at most once per PROBE_TTL_MS; that
// page, asked for by its own address, asks it whether it is still the page to show.
import { directPlatformFetch } from './direct-fetch';

const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;
/** How long a probe that found the platform down is remembered for pages: the 503 page the proxy renders just
 * after it still sees it, even when the proxy reused an answer almost PROBE_TTL_MS old. */
const DOWN_REMEMBERED_MS = 5_000;

type Probe = { at: number; answer: Promise<boolean>; down?: boolean };
// On globalThis: proxy.ts and the pages (the footer asks platformKnownDown) are separate bundles of one process.
const key = Symbol.for('learner-portal.platform-health');
const state = ((globalThis as typeof globalThis & { [key]?: { last?: Probe } })[key] ??= {});

export async function checkPlatformHealth(platformApiUrl: string | undefined): Promise<boolean> {
  try {
    const response = await directPlatformFetch(
      '/health',
      { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) },
      platformApiUrl,
    );
    return response.ok;
  } catch {
    return false;
  }
}

export function isPlatformAvailable(platformApiUrl: string | undefined, now = Date.now()): Promise<boolean> {
  if (!state.last || now - state.last.at >= PROBE_TTL_MS) {
    const probe: Probe = { at: now, answer: checkPlatformHealth(platformApiUrl) };
    void probe.answer.then((up) => (probe.down = !up));
    state.last = probe;
  }
  return state.last.answer;
}

/** Whether this process's latest probe found the platform down, lately: a page then shows what it already has instead of waiting on it. */
export function platformKnownDown(now = Date.now()): boolean {
  return state.last?.down === true && now - state.last.at < DOWN_REMEMBERED_MS;
}
