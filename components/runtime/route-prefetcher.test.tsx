/** @jest-environment jsdom */
// The prefetch policy as the route prefetcher applies it: likely routes 1,000 ms after load, never on save-data or
// 2g connections, signed-in routes only for a signed-in visitor. Each test loads its modules afresh (the policy is
// decided once per page load).
import type * as RtlModule from '@testing-library/react';
import type * as RouterContextModule from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { SLOW_CONNECTIONS } from './connection-fixtures';
import type * as PrefetcherModule from './route-prefetcher';

const ROUTES = ['/', '/instructor', '/learning-path', '/user-dashboard'];

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
  it('prefetches the likely routes, except the current one and signed-in ones, 1,000 ms after load', () => {
    const { prefetched, act } = renderWithRouter({ effectiveType: '4g', saveData: false });
    act(() => jest.advanceTimersByTime(999));
    expect(prefetched).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it('prefetches signed-in routes too for a signed-in visitor', () => {
    document.cookie = 'is_authenticated=true';
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000));
    expect(prefetched).toEqual(['/instructor', '/learning-path', '/user-dashboard']);
  });

  it('prefetches when the browser says nothing about the connection', () => {
    const { prefetched, act } = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it.each(SLOW_CONNECTIONS)('prefetches nothing on %o', (connection) => {
    const { prefetched, act } = renderWithRouter(connection);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual([]);
  });
});
