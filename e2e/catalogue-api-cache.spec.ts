// The catalogue API's public reads through next start: served from Next's page cache like a static page (static
// route handlers), with a strong ETag that If-None-Match turns into a 304 (proxy.ts), Cache-Control a shared cache may
// follow, queries answered as the platform answers them, and unknown slugs a 404 problem that is kept nowhere.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const distDir = path.resolve(process.env.E2E_DIST_DIR ?? '.next-e2e');
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86100';

/** The page cache's files for the catalogue API (lib/cache/file-cache-handler.mjs under the e2e build folder). */
function cachedApiFiles(): string[] {
  const list = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? list(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    } catch {
      return [];
    }
  };
  return list(path.join(distDir, 'server')).filter((file) => file.includes(`${path.sep}api${path.sep}v1${path.sep}`));
}

test('a list and a programme are kept like a static page, with an ETag that gets a 304', async ({ request }) => {
  for (const url of ['/api/v1/programmes', '/api/v1/programmes/full-stack-web-development', '/api/v1/instructors', '/api/v1/semesters', '/api/v1/terms/current']) {
    const first = await request.get(url);
    expect({ url, status: first.status() }).toEqual({ url, status: 200 });
    const again = await request.get(url);
    const etag = again.headers().etag;
    expect({ url, cache: again.headers()['x-nextjs-cache'], control: again.headers()['cache-control'] }).toEqual({ url, cache: 'HIT', control: SHARED });
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(await again.text()).toBe(await first.text());

    const conditional = await request.get(url, { headers: { 'if-none-match': etag! } });
    expect({ url, status: conditional.status() }).toEqual({ url, status: 304 });
    expect(conditional.headers().etag).toBe(etag);
    const otherTag = await request.get(url, { headers: { 'if-none-match': '"not-this-one"' } });
    expect({ url, status: otherTag.status() }).toEqual({ url, status: 200 });
    expect(otherTag.headers().etag).toBe(etag);
  }
});

test('a read with a query is answered as the platform answers it, not with the static list', async ({ request }) => {
  const all = (await (await request.get('/api/v1/programmes')).json()) as { items: { slug: string; featured: boolean }[] };
  const two = await request.get('/api/v1/programmes?limit=2&offset=1');
  expect(two.status()).toBe(200);
  expect(((await two.json()) as { items: { slug: string }[] }).items.map((p) => p.slug)).toEqual(all.items.slice(1, 3).map((p) => p.slug));
  expect(two.headers().etag).toMatch(/^"[\w-]{32}"$/);
  expect(two.headers()['cache-control']).toBe(SHARED);
  expect((await request.get('/api/v1/programmes?limit=2&offset=1', { headers: { 'if-none-match': two.headers().etag! } })).status()).toBe(304);

  const featured = (await (await request.get('/api/v1/programmes?featured=true')).json()) as { items: { featured: boolean }[] };
  expect(featured.items.length).toBeGreaterThan(0);
  expect(featured.items.length).toBeLessThan(all.items.length);
  const malformed = await request.get('/api/v1/courses?semester=zero');
  expect(malformed.status()).toBe(400);
  expect(malformed.headers()['content-type']).toMatch(/^application\/problem\+json/);
});

test('an unknown or malformed slug is the platform’s problem, never cached', async ({ request }) => {
  const word = `made-up-${Date.now().toString(36)}`;
  for (const url of [`/api/v1/programmes/${word}`, `/api/v1/instructors/${word}`, '/api/v1/programmes/Not_A_Slug']) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await request.get(url);
      expect({ url, status: answer.status() }).toEqual({ url, status: url.endsWith('Not_A_Slug') ? 400 : 404 });
      expect(answer.headers()['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(answer.headers().etag).toBeUndefined();
      expect({ url, cache: answer.headers()['x-nextjs-cache'] }).not.toEqual({ url, cache: 'HIT' });
    }
  }
  const files = cachedApiFiles();
  expect(files.some((file) => file.includes('full-stack-web-development'))).toBe(true);
  expect(files.filter((file) => file.includes(word) || file.includes('Not_A_Slug'))).toEqual([]);
});
