// Timings of the client runtime: the build reload guard, the build check's cadence, the prefetch delay.

/** A path is fully reloaded at most once per this window, so a broken deploy never loops. */
export const BUILD_RELOAD_GUARD_MS = 10_000;
/** How often a visible tab asks for the current build id (also asked when the tab becomes visible). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
/** Likely next routes are prefetched this long after load. */
export const PREFETCH_DELAY_MS = 1_000;
