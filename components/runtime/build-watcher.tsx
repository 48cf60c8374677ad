'use client';
// Notices a new deploy: asks /api/build on an interval and when the tab becomes visible; once the id
// differs from this page's, the next same-origin navigation is a full page load (guarded per path).
import { useEffect } from 'react';
import { BUILD_POLL_INTERVAL_MS } from '@/lib/build/constants';
import { claimFullLoad } from '@/lib/build/reload-guard';

/** The endpoint's `{ buildId }`, checked by hand: zod would outweigh this whole leaf on every page. */
function answeredBuildId(body: unknown): string | undefined {
  const buildId = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
  return typeof buildId === 'string' && buildId.length > 0 ? buildId : undefined;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The same-origin URL a plain left click on this event would navigate to, if any. */
function clickedUrl(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  // A jump within the same page is not a navigation.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  return url;
}

export function BuildWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let newBuild = false;

    const check = async () => {
      if (newBuild || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/api/build', { cache: 'no-store' });
        const latest = answeredBuildId(response.ok ? await response.json() : null);
        if (latest && latest !== buildId) newBuild = true;
      } catch {
        // Offline or mid-deploy: the next check will tell.
      }
    };

    // Capture on window runs before React's (and Next's <Link>) handlers on the document.
    const onClick = (event: MouseEvent) => {
      if (!newBuild) return;
      const url = clickedUrl(event);
      if (!url || !claimFullLoad(url.pathname, Date.now(), sessionStore())) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(url.href);
    };

    // Back/forward: the URL has already changed, so reloading loads it from the new build.
    const onPopState = (event: PopStateEvent) => {
      if (!newBuild || !claimFullLoad(window.location.pathname, Date.now(), sessionStore())) return;
      event.stopImmediatePropagation();
      window.location.reload();
    };

    const onVisibility = () => void check();
    const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [buildId]);

  return null;
}
