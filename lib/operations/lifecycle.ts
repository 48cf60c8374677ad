// Process-wide shutdown state, on globalThis because Next.js loads instrumentation, route handlers and the
// cache handler as separate bundles: readiness turns 503 the moment a drain begins, and whatever holds a
// connection (the database, the shared page cache) registers how to close it.
type Lifecycle = { draining: boolean; closers: Set<() => Promise<void>> };

const key = Symbol.for('learner-portal.lifecycle');
const lifecycle = (): Lifecycle => {
  const g = globalThis as typeof globalThis & { [key]?: Lifecycle };
  g[key] ??= { draining: false, closers: new Set() };
  return g[key];
};

export const isDraining = (): boolean => lifecycle().draining;

export function beginDraining(): void {
  lifecycle().draining = true;
}

/** Called once the requests in flight have finished (or the drain timed out), before the process exits. */
export function onClose(close: () => Promise<void>): void {
  lifecycle().closers.add(close);
}

export async function closeAll(): Promise<void> {
  await Promise.allSettled([...lifecycle().closers].map((close) => close()));
}
