// Next.js's own file cache (pages under the build folder, data under cache/), used by `next start` without
// DATABASE_URL (next.config.ts `cacheHandler`), except that pages answered 404 are not kept (not-found-entry.mjs).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isNotFoundPage } from './not-found-entry.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class FileCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(key, data, ctx);
  }
}
