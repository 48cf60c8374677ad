// Test fixture: the connections isSlowConnection (./connection.ts) calls slow, shared by the tests of everything that
// holds back on them (the check itself, the prefetch policy, the route prefetcher).

/** Network Information API values on which nothing is prefetched: save-data, or a 2g-class connection. */
export const SLOW_CONNECTIONS = [
  { effectiveType: 'slow-2g', saveData: false },
  { effectiveType: '2g', saveData: false },
  { effectiveType: '4g', saveData: true },
] as const;
