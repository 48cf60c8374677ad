/** @jest-environment jsdom */
// The prefetch policy as the route prefetcher applies it: likely routes 1,000 ms after load, never on save-data or
// 2g connections, signed-in routes only for a signed-in visitor. Each test loads its modules afresh (the policy is
// decided once per page load).
import type * as RtlModule from '@testing-library/react';
import type * as RouterContextModule from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { SLOW_CONNECTIONS } from './connection-fixtures';
import type * as PrefetcherModule from './route-prefetcher';
import { PREFETCH_GAP_MS } from './route-prefetcher';

const ROUTES = ['/', '/instructor', '/learning-path', '/user-dashboard'];
/** Long enough for every route's turn (jsdom has no requestIdleCallback: each turn is a 0 ms timer, then the gap). */
const ALL_ROUTES_MS = ROUTES.length * (PREFETCH_GAP_MS + 1);

let cleanup = () => {};

function renderWithRouter(connection?: object, limit?: number): { prefetched: string[]; act: typeof RtlModule.act } {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  jest.resetModules();
  // The pure entry registers no hooks of its own (this runs inside a test); cleanup runs after each test.
  const { act, render, cleanup: unmount } = jest.requireActual<typeof RtlModule>('@testing-library/react/pure');
  cleanup = unmount;
  const { AppRouterContext } = jest.requireActual<typeof RouterContextModule>(
    'next/dist/shared/lib/app-router-context.shared-runtime',
  );
  const { RoutePrefetcher } = jest.requireActual<typeof PrefetcherModule>('./route-prefetcher');
  const prefetched: string[] = [];
  // A recording router: Next's real one needs a running app; only prefetch is used here.
  const router = { prefetch: (href: string) => void prefetched.push(href) } as unknown as AppRouterInstance;
  render(
    <AppRouterContext.Provider value={router}>
      <RoutePrefetcher routes={ROUTES} limit={limit} />
    </AppRouterContext.Provider>,
  );
  return { prefetched, act };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'is_authenticated=; Max-Age=0';
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('RoutePrefetcher', () => {
  it('prefetches the likely routes, except the current one and signed-in ones, 1,000 ms after load', () => {
    const { prefetched, act } = renderWithRouter({ effectiveType: '4g', saveData: false });
    act(() => jest.advanceTimersByTime(999));
    expect(prefetched).toEqual([]);
    act(() => jest.advanceTimersByTime(1 + ALL_ROUTES_MS));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it('prefetches one route at a time, each when the main thread is idle, PREFETCH_GAP_MS apart', () => {
    const idle: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
      cancelIdleCallback: () => {},
    });
    try {
      const { prefetched, act } = renderWithRouter(undefined);
      const runIdle = () => act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 }));
      act(() => jest.advanceTimersByTime(1_000));
      // The delay is over, but nothing is prefetched until the main thread is idle.
      expect(prefetched).toEqual([]);
      runIdle();
      expect(prefetched).toEqual(['/instructor']);
      // The next route waits for the gap, then for idle time again.
      expect(idle).toHaveLength(0);
      act(() => jest.advanceTimersByTime(PREFETCH_GAP_MS));
      expect(prefetched).toEqual(['/instructor']);
      runIdle();
      expect(prefetched).toEqual(['/instructor', '/learning-path']);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('prefetches at most `limit` routes, the first that apply', () => {
    const { prefetched, act } = renderWithRouter(undefined, 1);
    act(() => jest.advanceTimersByTime(1_000 + ALL_ROUTES_MS));
    // '/' is the page itself (jsdom's address): the first route that applies is the next one.
    expect(prefetched).toEqual(['/instructor']);
  });

  it('prefetches signed-in routes too for a signed-in visitor', () => {
    document.cookie = 'is_authenticated=true';
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000 + ALL_ROUTES_MS));
    expect(prefetched).toEqual(['/instructor', '/learning-path', '/user-dashboard']);
  });

  it('prefetches when the browser says nothing about the connection', () => {
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000 + ALL_ROUTES_MS));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it.each(SLOW_CONNECTIONS)('prefetches nothing on %o', (connection) => {
    const { prefetched, act } = renderWithRouter(connection);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual([]);
  });
});
