// Made-up URLs must not fill the disk: unknown programmes, instructors, learning paths and multi-segment paths
// answer their complete 404 but leave nothing in the page cache or the data cache (the production build's
// file cache under the e2e build folder: server/route-cache and cache/fetch-cache; lib/cache/file-cache-handler.mjs).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';

const distDir = path.resolve(process.env.E2E_DIST_DIR ?? '.next-e2e');

/** Every file under the build's server folder (pages, the page cache) and cache folder (data cache), as paths. */
function cachedFiles(): string[] {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? list(full) : [full];
    });
  const within = (dir: string) => {
    try {
      return list(path.join(distDir, dir));
    } catch {
      return [];
    }
  };
  return [...within('server'), ...within('cache')].sort();
}

const unknownPaths = (word: string) => [
  `/${word}`,
  `/instructors/${word}`,
  `/learning-path/${word}`,
  `/learning-path?programme=${word}`,
  `/${word}/and/more`,
];

async function expectNotFound(request: APIRequestContext, url: string) {
  const answer = await request.get(url);
  expect({ url, status: answer.status() }).toEqual({ url, status: 404 });
  // 'Page not found: {path}', in the server's HTML.
  expect(await answer.text()).toMatch(/<h1>Page (Not Found|not found): <code>\//);
  return answer;
}

test('unknown programmes, instructors, learning paths and paths are answered 404 and never cached', async ({
  request,
}) => {
  // Known pages and one unknown path of each kind first, so that what every page reads (footer, lists) is cached.
  for (const url of [
    '/',
    '/full-stack-web-development',
    '/instructor',
    '/learning-path?programme=full-stack-web-development',
  ]) {
    expect((await request.get(url)).status()).toBe(200);
  }
  for (const url of unknownPaths('warming-up-first')) await expectNotFound(request, url);
  const before = cachedFiles();

  const words = Array.from({ length: 4 }, (_, i) => `made-up-${Date.now().toString(36)}-${i}`);
  for (const word of words) for (const url of unknownPaths(word)) await expectNotFound(request, url);
  // Asked again: each one is rendered afresh, not served from a cache.
  for (const word of words) {
    for (const url of unknownPaths(word)) {
      const again = await expectNotFound(request, url);
      expect({ url, cache: again.headers()['x-nextjs-cache'] }).not.toEqual({ url, cache: 'HIT' });
    }
  }

  const after = cachedFiles();
  expect(after.filter((file) => words.some((word) => file.includes(word)))).toEqual([]);
  expect(after.filter((file) => !before.includes(file))).toEqual([]);
});

test('a made-up programme in the sign-in and sign-up return path leaves nothing in the cache', async ({ request }) => {
  // What the pages read for a real programme first, so the cached catalogue list is in place before counting.
  for (const page of ['/login', '/register']) {
    const known = await request.get(
      `${page}?next=${encodeURIComponent('/checkout?programme=full-stack-web-development')}`,
    );
    expect(known.status()).toBe(200);
  }
  const before = cachedFiles();
  const word = `made-up-${Date.now().toString(36)}-intent`;
  for (const page of ['/login', '/register']) {
    const answer = await request.get(`${page}?next=${encodeURIComponent(`/checkout?programme=${word}`)}`);
    expect({ page, status: answer.status() }).toEqual({ page, status: 200 });
  }
  expect(cachedFiles().filter((file) => !before.includes(file))).toEqual([]);
});
