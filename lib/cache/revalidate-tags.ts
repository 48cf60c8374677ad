// Marks the cached pages and data carrying these tags stale on every instance, at once: this instance's own cache,
// then (with DATABASE_URL) the shared tag table the others read. Used by POST /api/revalidate and by the catalogue
// editor's publish, so a publish is served by every instance without anyone calling the endpoint.
import 'server-only';
import { revalidateTag } from 'next/cache';
import type { CacheTag } from '@/contract';
import { sharedPageCache } from './shared-tags';

/** Throws when the shared page cache did not take the write (the caller says so and may try again). */
export async function revalidateCacheTags(tags: readonly CacheTag[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await sharedPageCache()?.expireTags([...tags]);
}
