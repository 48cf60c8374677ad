import '@testing-library/jest-dom/jest-globals';

// jsdom has no canvas: answer "no 2D context" quietly, as a browser without canvas support would.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

// Components are rendered here without a running Next.js app, so no app router is mounted, and `useRouter()` would
// throw. A component that asks for it (every AdaptiveLink, for its prefetch on intent) gets the router a test
// provides through AppRouterContext, else an inert one: navigation and prefetching are the browser tests' business.
jest.mock('next/navigation', () => {
  const actual = jest.requireActual<typeof import('next/navigation')>('next/navigation');
  const { useContext } = jest.requireActual<typeof import('react')>('react');
  const { AppRouterContext } = jest.requireActual<
    typeof import('next/dist/shared/lib/app-router-context.shared-runtime')
  >('next/dist/shared/lib/app-router-context.shared-runtime');
  const inert = {
    back() {},
    forward() {},
    refresh() {},
    push() {},
    replace() {},
    prefetch() {},
  };
  return { ...actual, useRouter: () => useContext(AppRouterContext) ?? inert };
});
