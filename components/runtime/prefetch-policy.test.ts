/** @jest-environment jsdom */
// The page's prefetch policy: nothing until 1,000 ms after load, never on save-data or 2g, signed-in routes only
// for a signed-in visitor. Each test loads the module afresh, as each page load does.
import { SLOW_CONNECTIONS } from './connection-fixtures';
import type * as PolicyModule from './prefetch-policy';

function loadPolicy(connection?: object): typeof PolicyModule {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  let policy: typeof PolicyModule | undefined;
  jest.isolateModules(() => {
    policy = jest.requireActual<typeof PolicyModule>('./prefetch-policy');
  });
  return policy!;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'is_authenticated=; Max-Age=0';
});
afterEach(() => jest.useRealTimers());

describe('prefetch policy', () => {
  it('allows nothing until 1,000 ms after load, then every route a visitor can open, telling each subscriber once', () => {
    const { prefetchPolicy, subscribePrefetchPolicy } = loadPolicy({ effectiveType: '4g', saveData: false });
    const changes = jest.fn();
    subscribePrefetchPolicy(changes);
    jest.advanceTimersByTime(999);
    expect(prefetchPolicy()).toBe('none');
    jest.advanceTimersByTime(1);
    expect(prefetchPolicy()).toBe('visitor');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('allows signed-in routes when the readable cookie says the visitor is signed in', () => {
    document.cookie = 'is_authenticated=true';
    const { prefetchPolicy, subscribePrefetchPolicy } = loadPolicy(undefined);
    subscribePrefetchPolicy(() => {});
    jest.advanceTimersByTime(1_000);
    expect(prefetchPolicy()).toBe('learner');
  });

  it.each(SLOW_CONNECTIONS)('allows nothing on %o', (connection) => {
    const { prefetchPolicy, subscribePrefetchPolicy } = loadPolicy(connection);
    subscribePrefetchPolicy(() => {});
    jest.advanceTimersByTime(10_000);
    expect(prefetchPolicy()).toBe('none');
  });

  it('stops when the connection becomes very slow', () => {
    const connection = Object.assign(new EventTarget(), { effectiveType: '4g', saveData: false });
    const { prefetchPolicy, subscribePrefetchPolicy } = loadPolicy(connection);
    subscribePrefetchPolicy(() => {});
    jest.advanceTimersByTime(1_000);
    expect(prefetchPolicy()).toBe('visitor');
    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));
    expect(prefetchPolicy()).toBe('none');
  });

  it('is "none" on the server and while hydrating', () => {
    expect(loadPolicy(undefined).serverPrefetchPolicy()).toBe('none');
  });

  it('lets a pointed-at link prefetch only after the delay, and a signed-in page only once the visitor signed in', () => {
    const { mayPrefetch } = loadPolicy({ effectiveType: '4g', saveData: false });
    expect(mayPrefetch('/instructor')).toBe(false);
    jest.advanceTimersByTime(1_000);
    expect(mayPrefetch('/instructor')).toBe(true);
    expect(mayPrefetch('/checkout?programme=full-stack-web-development')).toBe(false);
    // Signed in since the page loaded (a client-side sign-in): the cookie is read at the gesture.
    document.cookie = 'is_authenticated=true';
    expect(mayPrefetch('/checkout?programme=full-stack-web-development')).toBe(true);
  });

  it.each(SLOW_CONNECTIONS)('lets no pointed-at link prefetch on %o', (connection) => {
    const { mayPrefetch } = loadPolicy(connection);
    jest.advanceTimersByTime(10_000);
    expect(mayPrefetch('/instructor')).toBe(false);
  });
});
