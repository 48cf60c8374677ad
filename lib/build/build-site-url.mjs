// The SITE_URL a build was made with, recorded in its folder (next.config.ts, once compiled): the pages it
// prerenders name that address in their canonical URL, og:url and JSON-LD. A server started with another SITE_URL
// must not serve them as they are: the page caches keep its pages apart (sitePageKeyPrefix) and the server says so
// once at start (lib/operations/start-up-warnings.ts). Plain JavaScript because the cache handlers import it as it is.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RECORD = 'build-site-url';
/** What lib/config.ts assumes when SITE_URL is unset (next dev, a build not told its site). */
const LOCAL_SITE_URL = 'http://localhost:3000';

/** One spelling per address, so `https://learn.example.org` and `https://learn.example.org/` are the same site. */
export const normalSiteUrl = (siteUrl) => new URL(siteUrl || LOCAL_SITE_URL).href;

export function recordBuildSiteUrl(distDir, siteUrl = process.env.SITE_URL) {
  writeFileSync(path.join(distDir, RECORD), normalSiteUrl(siteUrl));
}

/** The build's SITE_URL, or undefined for a build that did not record one. */
export function readBuildSiteUrl(distDir) {
  try {
    return readFileSync(path.join(distDir, RECORD), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Entries of these kinds are whole answers (HTML, RSC, route bodies) that may carry absolute URLs. */
export const isPageKind = (kind) => kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE';

/** @type {Map<string | undefined, string>} */
const sitePrefixes = new Map();

/**
 * A key prefix naming the site a page entry was rendered for: path-safe, the same for every instance of one site.
 * Kept per address, because Next.js constructs a cache handler per request.
 */
export function sitePageKeyPrefix(siteUrl = process.env.SITE_URL) {
  let prefix = sitePrefixes.get(siteUrl);
  if (prefix === undefined) {
    prefix = `/site-${createHash('sha256').update(normalSiteUrl(siteUrl)).digest('hex').slice(0, 16)}`;
    sitePrefixes.set(siteUrl, prefix);
  }
  return prefix;
}
