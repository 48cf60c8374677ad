// Notices a new deploy (GET /api/build once on load, every 5 minutes while visible, and whenever the tab
// becomes visible) and then turns the next navigation of any kind into a full page load, at most once per
// path per 10 s: link clicks and back/forward are caught before the router sees them, router.push/replace
// through Next's onRouterTransitionStart (instrumentation-client.ts), and whatever else changes the address
// in place, such as a redirect after a server action, through the browser's Navigation API where it has one.
import { BUILD_POLL_INTERVAL_MS } from './constants';
import { claimFullLoad } from './reload-guard';

export type NavigationKind = 'push' | 'replace' | 'traverse';

/** The <meta name> the root layout writes this page's build id into (Next removes its own data-dpl-id). */
export const BUILD_ID_META = 'build-id';

interface BuildWatchOptions {
  /** The build this page came from. */
  buildId: string;
  /** The build the server runs now; undefined when it cannot tell (offline, mid-deploy). */
  latestBuildId?: () => Promise<string | undefined>;
  /** Loads `url` as a new document. */
  fullLoad?: (url: string, kind: NavigationKind) => void;
  now?: () => number;
}

export interface BuildWatch {
  /** A client-side navigation is starting: true when it was turned into a full load. */
  navigationStarting(url: string, kind: NavigationKind): boolean;
  /** Asks the server for its build now. */
  check(): Promise<void>;
  stop(): void;
}

/** The endpoint's `{ buildId }`, checked by hand: zod would outweigh this code, which every page loads. */
async function fetchLatestBuildId(): Promise<string | undefined> {
  const response = await fetch('/api/build', { cache: 'no-store' });
  const body: unknown = response.ok ? await response.json() : null;
  const buildId = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
  return typeof buildId === 'string' && buildId.length > 0 ? buildId : undefined;
}

function loadDocument(url: string, kind: NavigationKind): void {
  if (kind === 'push') window.location.assign(url);
  else if (kind === 'replace') window.location.replace(url);
  else window.location.reload(); // back/forward: the address has already changed
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const samePage = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;

/** The same-origin URL a plain left click on this event would navigate to, if any. */
function clickedUrl(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  // A jump within the same page is not a navigation.
  return samePage(url) && url.hash ? undefined : url;
}

/** The Navigation API's navigate event, as far as it is used here (not in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  navigationType: NavigationKind | 'reload';
  hashChange: boolean;
  destination: { url: string; sameDocument: boolean };
}

export function startBuildWatch({
  buildId,
  latestBuildId = fetchLatestBuildId,
  fullLoad = loadDocument,
  now = Date.now,
}: BuildWatchOptions): BuildWatch {
  let newBuild = false;

  const navigationStarting = (href: string, kind: NavigationKind): boolean => {
    if (!newBuild) return false;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || !claimFullLoad(url.pathname, now(), sessionStore())) return false;
    fullLoad(url.href, kind);
    return true;
  };

  const check = async () => {
    if (newBuild || document.visibilityState !== 'visible') return;
    try {
      const latest = await latestBuildId();
      if (latest && latest !== buildId) newBuild = true;
    } catch {
      // Offline or mid-deploy: the next check will tell.
    }
  };

  // Capture on window runs before React's (and Next's <Link>) handlers on the document.
  const onClick = (event: MouseEvent) => {
    const url = newBuild ? clickedUrl(event) : undefined;
    if (!url || !navigationStarting(url.href, 'push')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPopState = (event: PopStateEvent) => {
    if (navigationStarting(window.location.href, 'traverse')) event.stopImmediatePropagation();
  };
  // An address the router changes in place (history.pushState/replaceState) without announcing a transition:
  // once the entry is in, the same address is loaded afresh in its place.
  const onNavigate = (event: Event) => {
    const { navigationType, hashChange, destination } = event as NavigateEventLike;
    if (
      !newBuild ||
      !destination.sameDocument ||
      hashChange ||
      navigationType === 'reload' ||
      navigationType === 'traverse'
    )
      return;
    const url = new URL(destination.url);
    if (!samePage(url)) window.setTimeout(() => navigationStarting(url.href, 'replace'));
  };
  const onVisibility = () => void check();

  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
  window.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopState, true);
  navigation?.addEventListener('navigate', onNavigate);
  document.addEventListener('visibilitychange', onVisibility);
  // The first check waits for the load event, so its request never competes with the page's own first load.
  if (document.readyState === 'complete') void check();
  else window.addEventListener('load', () => void check(), { once: true });

  return {
    navigationStarting,
    check,
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      navigation?.removeEventListener('navigate', onNavigate);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
