/** @jest-environment jsdom */
// The build watch under fake time, with the server's build id as a plain answer (the e2e runtime spec asks
// the real endpoint) and full loads recorded instead of performed (jsdom cannot load documents).
import { startBuildWatch, type BuildWatch, type NavigationKind } from './build-watch';

let serverBuild = 'build-1';
let asked = 0;
let loads: Array<[string, NavigationKind]> = [];
let watch: BuildWatch | undefined;

const start = () => {
  watch = startBuildWatch({
    buildId: 'build-1',
    latestBuildId: async () => {
      asked += 1;
      return serverBuild;
    },
    fullLoad: (url, kind) => loads.push([url, kind]),
    now: () => Date.now(),
  });
  return watch;
};
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  sessionStorage.clear();
  serverBuild = 'build-1';
  asked = 0;
  loads = [];
});
afterEach(() => {
  watch?.stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('asks once on load, then every 5 minutes while visible', async () => {
  start();
  await settle();
  expect(asked).toBe(1);
  await jest.advanceTimersByTimeAsync(5 * 60_000 - 1);
  expect(asked).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(asked).toBe(2);
});

test('started while the page is still loading, asks only once the load event has fired', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  start();
  await settle();
  expect(asked).toBe(0);
  readyState.mockRestore();
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(asked).toBe(1);
});

test('the same build leaves navigations to the router', async () => {
  const watching = start();
  await settle();
  expect(watching.navigationStarting('/support', 'push')).toBe(false);
  expect(loads).toEqual([]);
});

test('a new build seen on load makes the next navigation of any kind a full load, once per path per 10 s', async () => {
  serverBuild = 'build-2';
  const watching = start();
  await settle();
  expect(watching.navigationStarting('/support?topic=kyc', 'push')).toBe(true);
  expect(watching.navigationStarting('/about-us', 'replace')).toBe(true);
  expect(loads).toEqual([
    ['http://localhost/support?topic=kyc', 'push'],
    ['http://localhost/about-us', 'replace'],
  ]);
  // A path loaded fully less than 10 s ago goes through the router: a broken deploy never loops.
  await jest.advanceTimersByTimeAsync(9_999);
  expect(watching.navigationStarting('/support', 'push')).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(watching.navigationStarting('/support', 'push')).toBe(true);
  expect(watching.navigationStarting('https://elsewhere.example/support', 'push')).toBe(false);
});

test('a tab coming back into view asks again; a link click after a new build is a full load instead', async () => {
  start();
  await settle();
  serverBuild = 'build-2';
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  expect(asked).toBe(2);

  document.body.innerHTML = '<a href="/learning-path">Learning path</a><a href="#top">Top</a>';
  const click = (name: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    [...document.querySelectorAll('a')].find((a) => a.textContent === name)?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(click('Top')).toBe(false);
  expect(click('Learning path')).toBe(true);
  expect(loads).toEqual([['http://localhost/learning-path', 'push']]);
});
