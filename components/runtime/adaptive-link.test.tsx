/** @jest-environment jsdom */
// A link prefetches its page when the visitor points at it (pointer, touch, focus), never because it is in view,
// and only as the prefetch policy allows. Each test loads its modules afresh (the policy is decided per page load).
import type * as RtlModule from '@testing-library/react';
import type * as RouterContextModule from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type * as LinkModule from './adaptive-link';

let cleanup = () => {};

function renderLinks(links: Array<{ href: string; label: string; prefetch?: false }>) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  jest.resetModules();
  const rtl = jest.requireActual<typeof RtlModule>('@testing-library/react/pure');
  cleanup = rtl.cleanup;
  const { AppRouterContext } = jest.requireActual<typeof RouterContextModule>(
    'next/dist/shared/lib/app-router-context.shared-runtime',
  );
  const { AdaptiveLink } = jest.requireActual<typeof LinkModule>('./adaptive-link');
  const prefetched: string[] = [];
  // A recording router: only prefetch is used before a click.
  const router = { prefetch: (href: string) => void prefetched.push(href) } as unknown as AppRouterInstance;
  const onMouseEnter = jest.fn();
  rtl.render(
    <AppRouterContext.Provider value={router}>
      {links.map(({ href, label, prefetch }) => (
        <AdaptiveLink key={href} href={href} prefetch={prefetch} onMouseEnter={onMouseEnter}>
          {label}
        </AdaptiveLink>
      ))}
    </AppRouterContext.Provider>,
  );
  return { prefetched, onMouseEnter, ...rtl };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'is_authenticated=; Max-Age=0';
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('AdaptiveLink', () => {
  it('prefetches nothing in view, then the page a visitor points at, touches or focuses, after the delay', () => {
    const { prefetched, onMouseEnter, act, fireEvent, screen } = renderLinks([
      { href: '/instructor', label: 'Instructors' },
      { href: '/learning-path', label: 'Learning path' },
      { href: '/support', label: 'Support' },
    ]);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Instructors' }));
    expect(prefetched).toEqual([]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(prefetched).toEqual([]);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Instructors' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Learning path' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Support' }));
    expect(prefetched).toEqual(['/instructor', '/learning-path', '/support']);
    // The link's own handlers still run.
    expect(onMouseEnter).toHaveBeenCalledTimes(2);
  });

  it('does not prefetch a signed-in page for a visitor, nor a link that opts out', () => {
    const { prefetched, act, fireEvent, screen } = renderLinks([
      { href: '/checkout?programme=full-stack-web-development', label: 'Enrol' },
      { href: '/learning-path?programme=full-stack-web-development', label: 'Plan', prefetch: false },
    ]);
    act(() => jest.advanceTimersByTime(1_000));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Enrol' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Plan' }));
    expect(prefetched).toEqual([]);
    document.cookie = 'is_authenticated=true';
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Enrol' }));
    expect(prefetched).toEqual(['/checkout?programme=full-stack-web-development']);
  });
});
