// The shared page cache's tag writer, when this process runs one (DATABASE_URL set): the cache handler Next.js
// loaded registers it on globalThis, so POST /api/revalidate can wait for the write and report a failure.
type SharedPageCache = {
  expireTags(tags: string[]): Promise<void>;
  /** Tags revalidated after `sinceMs` (the database's clock; none when undefined) and that clock now. */
  tagsRevalidatedSince?(sinceMs: number | undefined): Promise<{ tags: string[]; now: number }>;
};

const key = Symbol.for('learner-portal.page-cache');

export function sharedPageCache(): SharedPageCache | undefined {
  return (globalThis as typeof globalThis & { [key]?: SharedPageCache })[key];
}
