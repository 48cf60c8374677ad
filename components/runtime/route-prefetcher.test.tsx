/** @jest-environment jsdom */
// The prefetch policy as the route prefetcher applies it: likely routes 1,000 ms after load, never on save-data or
// 2g connections, signed-in routes only for a signed-in visitor. Each test loads its modules afresh (the policy is
// decided once per page load).
import type * as RtlModule from '@testing-library/react';
import type * as RouterContextModule from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { SLOW_CONNECTIONS } from './connection-fixtures';
import type * as PrefetcherModule from './route-prefetcher';

const ROUTES = ['/', '/user-dashboard', '/instructor', '/learning-path'];
/** Long enough for the route's turn (jsdom has no requestIdleCallback: the turn is a 0 ms timer). */
const TURN_MS = 1;

let cleanup = () => {};

function renderWithRouter(connection?: object): { prefetched: string[]; act: typeof RtlModule.act } {
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
      <RoutePrefetcher routes={ROUTES} />
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
  it('prefetches the first route that applies (not the page itself, not a signed-in one) 1,000 ms after load', () => {
    const { prefetched, act } = renderWithRouter({ effectiveType: '4g', saveData: false });
    act(() => jest.advanceTimersByTime(999));
    expect(prefetched).toEqual([]);
    // '/' is the page itself (jsdom's address) and /user-dashboard is signed in: the first that applies is next.
    act(() => jest.advanceTimersByTime(1 + TURN_MS));
    expect(prefetched).toEqual(['/instructor']);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual(['/instructor']);
  });

  it('waits for the main thread to be idle', () => {
    const idle: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
      cancelIdleCallback: () => {},
    });
    try {
      const { prefetched, act } = renderWithRouter(undefined);
      act(() => jest.advanceTimersByTime(1_000));
      // The delay is over, but nothing is prefetched until the main thread is idle.
      expect(prefetched).toEqual([]);
      act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(prefetched).toEqual(['/instructor']);
      expect(idle).toHaveLength(0);
      // Unmounted while the idle functions exist (its effect's cleanup cancels the idle callback).
      cleanup();
      cleanup = () => {};
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('prefetches a signed-in route for a signed-in visitor when it comes first', () => {
    document.cookie = 'is_authenticated=true';
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000 + TURN_MS));
    expect(prefetched).toEqual(['/user-dashboard']);
  });

  it('prefetches when the browser says nothing about the connection', () => {
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000 + TURN_MS));
    expect(prefetched).toEqual(['/instructor']);
  });

  it.each(SLOW_CONNECTIONS)('prefetches nothing on %o', (connection) => {
    const { prefetched, act } = renderWithRouter(connection);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual([]);
  });
});
