// The page cache of a single `next start` without DATABASE_URL (next.config.ts `cacheHandler`), written against
// Next.js's documented handler contract (get, set, revalidateTag, resetRequestCache) and nothing else: one JSON file
// per entry. Pages belong to their build (under the build's server folder, replaced by the next build); data entries
// (unstable_cache) under the build folder's cache/, as Next keeps them. Pages answered 404 are not kept
// (not-found-entry.mjs), and pages are keyed by SITE_URL, as in the PostgreSQL cache, so a server started with
// another address than its build renders its own. Nothing the build prerendered is read: a page renders on its first
// request, then comes from here. Tag revalidations are kept beside the data entries, so they outlive a restart.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPageKind, sitePageKeyPrefix } from '../build/build-site-url.mjs';
import { decodeEntry, encodeEntry } from './cache-entry-codec.mjs';
import { lifetimeSeconds, tagsOf } from './entry-tags.mjs';
import { isNotFoundPage } from './not-found-entry.mjs';

/** Entries kept in memory as well, so a busy page is not read from disk on every request. */
const MEMORY_ENTRIES = 100;
/** @type {Map<string, { lastModified: number, value: unknown, cacheControl?: unknown, tags: string[], expiresAt: number }>} */
const memory = new Map();

/** When each tag was last revalidated, per data folder: stale from `staleAt`, gone from `expiredAt` (ms). */
/** @type {Map<string, Map<string, { staleAt: number, expiredAt: number | null }>>} */
const revalidations = new Map();

function remember(file, entry) {
  memory.delete(file);
  memory.set(file, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value);
}

const tagsFile = (dataDir) => path.join(dataDir, 'revalidated-tags.json');

function tagState(dataDir) {
  let state = revalidations.get(dataDir);
  if (!state) {
    state = new Map();
    try {
      for (const [tag, times] of Object.entries(JSON.parse(readFileSync(tagsFile(dataDir), 'utf8'))))
        state.set(tag, times);
    } catch {
      // No revalidation recorded yet.
    }
    revalidations.set(dataDir, state);
  }
  return state;
}

/** Writes a file whole or not at all: a reader never sees half an entry. */
async function writeWhole(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  const scratch = `${file}.${randomUUID()}.tmp`;
  await writeFile(scratch, text);
  await rename(scratch, file);
}

export default class FileCacheHandler {
  /** @param {{ serverDistDir: string }} options */
  constructor(options) {
    this.pageDir = path.join(options.serverDistDir, 'page-cache');
    this.dataDir = path.join(path.dirname(options.serverDistDir), 'cache', 'data-cache');
    this.pagePrefix = sitePageKeyPrefix();
  }

  /** The entry's file: keys are opaque but path-like; one that would leave its folder is refused. */
  fileOf(key, kind) {
    const root = isPageKind(kind) ? this.pageDir : this.dataDir;
    const file = path.join(root, `${isPageKind(kind) ? this.pagePrefix : ''}/${key}.json`);
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  async get(key, ctx) {
    const file = this.fileOf(key, ctx?.kind);
    if (!file) return null;
    let entry = memory.get(file);
    if (!entry) {
      try {
        entry = decodeEntry(await readFile(file, 'utf8'));
      } catch {
        return null;
      }
    }
    const now = Date.now();
    if (entry.expiresAt < now) {
      memory.delete(file);
      await rm(file, { force: true });
      return null;
    }
    remember(file, entry);
    const state = tagState(this.dataDir);
    const times = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])].map((tag) => state.get(tag));
    // The same millisecond counts as after: a tag revalidated as the entry was written must not leave it fresh.
    const after = (time) => time !== null && time !== undefined && time >= entry.lastModified;
    if (times.some((t) => t && after(t.expiredAt) && t.expiredAt <= now)) return null;
    const { lastModified, value, cacheControl } = entry;
    if (!times.some((t) => t && after(t.staleAt))) return { lastModified, value, cacheControl };
    // A tag revalidated with a stale window: serve this copy once more while Next.js renders a fresh one.
    const revalidateSeconds = cacheControl?.revalidate ?? value?.revalidate ?? 1;
    return { lastModified: now - revalidateSeconds * 1000 - 1, value, cacheControl };
  }

  async set(key, data, ctx) {
    const file = this.fileOf(key, data?.kind);
    // Unknown paths answer 404 and are rendered per request: kept, any visitor could fill the disk.
    if (!file || !data || data.kind === 'IMAGE' || isNotFoundPage(data)) return;
    const cacheControl = ctx?.fetchCache ? undefined : (ctx?.cacheControl ?? undefined);
    const lastModified = Date.now();
    const entry = {
      lastModified,
      value: data,
      cacheControl,
      tags: tagsOf(data, ctx),
      expiresAt: lastModified + lifetimeSeconds(data, ctx?.cacheControl) * 1000,
    };
    remember(file, entry);
    try {
      await writeWhole(file, encodeEntry(entry));
    } catch {
      // A key too long for the file system, a full disk: the entry stays in memory only.
    }
  }

  /**
   * Called by Next.js after revalidateTag(): `durations.expire` seconds of stale serving (0, or no durations: gone at
   * once; no expire: stale until re-rendered).
   */
  async revalidateTag(tags, durations = { expire: 0 }) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    const now = Date.now();
    const state = tagState(this.dataDir);
    const expiredAt = durations.expire === undefined ? null : now + durations.expire * 1000;
    for (const tag of list) state.set(tag, { staleAt: now, expiredAt });
    await writeWhole(tagsFile(this.dataDir), JSON.stringify(Object.fromEntries(state)));
  }

  resetRequestCache() {}
}
