// Next.js's own file cache (pages under the build folder, data under cache/), used by `next start` without
// DATABASE_URL (next.config.ts `cacheHandler`), except that pages answered 404 are not kept (not-found-entry.mjs),
// and that a server started with another SITE_URL than its build's keeps its pages apart: the build's prerendered
// ones name the build's address in canonical URLs and og:url, so for this server they are a miss and it renders its own.
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isPageKind, normalSiteUrl, readBuildSiteUrl, sitePageKeyPrefix } from '../build/build-site-url.mjs';
import { isNotFoundPage } from './not-found-entry.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Read once per build folder and site (Next.js makes a handler for every request). Empty when the site is the
 * build's, or the build did not record one. */
const prefixes = new Map();
function pageKeyPrefix(serverDistDir, running = normalSiteUrl(process.env.SITE_URL)) {
  const known = `${serverDistDir} ${running}`;
  if (!prefixes.has(known)) {
    const built = readBuildSiteUrl(path.dirname(serverDistDir));
    prefixes.set(known, built && built !== running ? sitePageKeyPrefix(running) : '');
  }
  return prefixes.get(known);
}

export default class FileCacheHandler extends FileSystemCache {
  constructor(options) {
    super(options);
    this.pagePrefix = pageKeyPrefix(options.serverDistDir);
  }

  async get(key, ctx) {
    return super.get(isPageKind(ctx?.kind) ? this.pagePrefix + key : key, ctx);
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(isPageKind(data?.kind) ? this.pagePrefix + key : key, data, ctx);
  }
}
