// What links and the route prefetcher may prefetch, decided once for the page instead of once per link render:
// nothing until 1,000 ms after the page's load event (prefetching never competes with the page's own first load
// and hydration), nothing on a very slow connection (save-data or 2g), and a signed-in route (/checkout behind
// "Enrol") only when the readable cookie says the visitor is signed in, since anyone else would only meet the
// sign-in redirect. The route prefetcher reads it with useSyncExternalStore (the server and hydration see 'none');
// a link asks `mayPrefetch` when the visitor points at it, so no link re-renders when the policy opens.
import { PREFETCH_DELAY_MS } from '@/lib/build/constants';
import { cookiesSaySignedIn, isSignedInRoute } from '@/lib/session/signed-in-routes';
import { isSlowConnection } from './connection';

/** 'none': prefetch nothing; 'visitor': every route but the signed-in ones; 'learner': every route. */
type PrefetchPolicy = 'none' | 'visitor' | 'learner';

type ConnectionEvents = { addEventListener?: (type: 'change', listener: () => void) => void };

let delayOver = false;
let started = false;
let policy: PrefetchPolicy = 'none';
const listeners = new Set<() => void>();

function update(): void {
  // document.cookie is read here only, once per change, never per link (Chrome flags repeated reads as slow).
  const next: PrefetchPolicy =
    !delayOver || isSlowConnection() ? 'none' : cookiesSaySignedIn(document.cookie) ? 'learner' : 'visitor';
  if (next === policy) return;
  policy = next;
  for (const listener of listeners) listener();
}

/** Starts the 1,000 ms clock from the page's load event (once per page; every later call does nothing). */
export function startPrefetchPolicy(): void {
  if (!started) start();
}

function start(): void {
  started = true;
  const afterLoad = () =>
    window.setTimeout(() => {
      delayOver = true;
      update();
    }, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  (navigator as Navigator & { connection?: ConnectionEvents }).connection?.addEventListener?.('change', update);
}

/** For the route prefetcher, mounted once in the root layout (links ask `mayPrefetch` at the gesture instead). */
export function subscribePrefetchPolicy(listener: () => void): () => void {
  startPrefetchPolicy();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const prefetchPolicy = (): PrefetchPolicy => policy;

/**
 * May a link the visitor points at be prefetched now? The same rule as the policy, with the cookie read at this
 * moment, once per gesture: the visitor may have signed in since the page loaded.
 */
export function mayPrefetch(href: string): boolean {
  startPrefetchPolicy();
  if (!delayOver || isSlowConnection()) return false;
  return !isSignedInRoute(href) || cookiesSaySignedIn(document.cookie);
}

/** On the server and while hydrating nothing is known about the visitor: nothing is prefetched yet. */
export const serverPrefetchPolicy = (): PrefetchPolicy => 'none';
