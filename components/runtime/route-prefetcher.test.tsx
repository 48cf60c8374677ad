/** @jest-environment jsdom */
// The prefetch policy: likely routes 1,000 ms after load, never on save-data or 2g connections.
import { act, render } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { RoutePrefetcher } from './route-prefetcher';

const ROUTES = ['/', '/instructor', '/learning-path'];

function renderWithRouter(connection?: object): string[] {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  const prefetched: string[] = [];
  // A recording router: Next's real one needs a running app; only prefetch is used here.
  const router = { prefetch: (href: string) => void prefetched.push(href) } as unknown as AppRouterInstance;
  render(
    <AppRouterContext.Provider value={router}>
      <RoutePrefetcher routes={ROUTES} />
    </AppRouterContext.Provider>,
  );
  return prefetched;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RoutePrefetcher', () => {
  it('prefetches the likely routes, except the current one, 1,000 ms after load', () => {
    const prefetched = renderWithRouter({ effectiveType: '4g', saveData: false });
    act(() => jest.advanceTimersByTime(999));
    expect(prefetched).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it('prefetches when the browser says nothing about the connection', () => {
    const prefetched = renderWithRouter(undefined);
    act(() => jest.advanceTimersByTime(1_000));
    expect(prefetched).toEqual(['/instructor', '/learning-path']);
  });

  it.each([
    { effectiveType: 'slow-2g', saveData: false },
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ])('prefetches nothing on %o', (connection) => {
    const prefetched = renderWithRouter(connection);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual([]);
  });
});
