// Next.js's own file cache (pages under the build folder, data under cache/), used by `next start` without
// DATABASE_URL (next.config.ts `cacheHandler`), except that pages answered 404 are not kept (not-found-entry.mjs) and
// pages are kept as ASCII text (ascii-html.mjs), so serving one does not measure and encode a two-byte string.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { asciiHtml, withAsciiPage } from './ascii-html.mjs';
import { isNotFoundPage } from './not-found-entry.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Entries already made ASCII: the memory cache hands out the same entry on every later look-up.
const asciiEntries = new WeakSet();

export default class FileCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const value = entry?.value;
    // Pages the build wrote are read from disk as they are: made ASCII once, in the entry the memory cache keeps.
    if (value && !asciiEntries.has(value)) {
      if ((value.kind === 'APP_PAGE' || value.kind === 'PAGES') && typeof value.html === 'string') value.html = asciiHtml(value.html);
      asciiEntries.add(value);
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(key, withAsciiPage(data), ctx);
  }
}
