// The shared page cache's tag writer, when this process runs one (DATABASE_URL set): the cache handler Next.js
// loaded registers it on globalThis, so POST /api/revalidate can wait for the write and report a failure.
type SharedPageCache = {
  expireTags(tags: string[]): Promise<void>;
  /** When each of `tags` was last revalidated on any instance (the database's clock); a tag never revalidated is absent. */
  revalidationStamps?(tags: string[]): Promise<Record<string, number>>;
};

const key = Symbol.for('learner-portal.page-cache');

export function sharedPageCache(): SharedPageCache | undefined {
  return (globalThis as typeof globalThis & { [key]?: SharedPageCache })[key];
}
