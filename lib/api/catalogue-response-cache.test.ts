// The catalogue API's in-process cache in front of the real embedded platform (in-memory PGlite with the demo
// catalogue): answers carry an ETag and Cache-Control, If-None-Match gets a 304, a catalogue change shows only
// after its tag is revalidated, and other reads are never kept.
import { sql } from 'drizzle-orm';
import { setUpEmbeddedPlatform } from './embedded-platform-for-tests';

const platform = setUpEmbeddedPlatform();
let cache: typeof import('./catalogue-response-cache');

beforeAll(async () => {
  cache = await import('./catalogue-response-cache');
});

const api = (path: string, headers: Record<string, string> = {}) =>
  cache.cachedCatalogueRead(new Request(`http://portal.test/api/v1${path}`, { headers }), platform().platformFetch);

const retitle = async (slug: string, title: string) => {
  const { database } = await platform().startPlatform();
  await database.db.execute(sql`UPDATE programmes SET title = ${title} WHERE slug = ${slug}`);
};

const titleOf = async (response: Response) => ((await response.json()) as { title: string }).title;

test('a catalogue read carries a weak ETag and may be kept by shared caches; If-None-Match gets a 304 without a body', async () => {
  const first = await api('/programmes');
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86100');
  expect(first.headers.get('content-type')).toMatch(/^application\/json/);
  const { items } = (await first.json()) as { items: unknown[] };
  expect(items.length).toBeGreaterThan(0);

  const again = await api('/programmes', { 'if-none-match': etag! });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(await again.text()).toBe('');
  // The strong form of the same tag, or one of several, matches too; another tag gets the full answer.
  expect((await api('/programmes', { 'if-none-match': `"other", ${etag!.slice(2)}` })).status).toBe(304);
  const changed = await api('/programmes', { 'if-none-match': '"something-else"' });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).toBe(etag);
});

test('a change to the catalogue shows once its tag is revalidated, with a new ETag', async () => {
  const slug = 'data-science-and-analytics';
  const before = await api(`/programmes/${slug}`);
  const etag = before.headers.get('etag')!;
  const title = await titleOf(before);

  await retitle(slug, `${title} (revised)`);
  const cached = await api(`/programmes/${slug}`);
  expect(await titleOf(cached)).toBe(title);
  expect(cached.headers.get('etag')).toBe(etag);

  // Tags that do not cover the catalogue reads leave them alone.
  cache.clearCatalogueResponses(['faq', 'site-content']);
  expect(await titleOf(await api(`/programmes/${slug}`))).toBe(title);

  cache.clearCatalogueResponses(['instructors']);
  const fresh = await api(`/programmes/${slug}`, { 'if-none-match': etag });
  expect(fresh.status).toBe(200);
  expect(await titleOf(fresh)).toBe(`${title} (revised)`);
  expect(fresh.headers.get('etag')).not.toBe(etag);
});

test('each URL is its own entry, errors are not kept, and only public catalogue GETs are cached', async () => {
  const featured = (await (await api('/programmes?featured=true')).json()) as { items: { featured: boolean }[] };
  expect(featured.items.every((p) => p.featured)).toBe(true);

  const missing = await api('/programmes/no-such-programme');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('etag')).toBeNull();

  const isRead = (path: string, init?: RequestInit) => cache.isCatalogueRead(new Request(`http://portal.test/api/v1${path}`, init));
  expect(['/programmes', '/programmes/x', '/instructors', '/instructors/x', '/courses', '/semesters?include=courses', '/terms/current'].every((p) => isRead(p))).toBe(true);
  expect(isRead('/orders')).toBe(false);
  expect(isRead('/auth/me')).toBe(false);
  expect(isRead('/programmes', { method: 'POST', body: '{}' })).toBe(false);
  expect(isRead('/programmes', { headers: { authorization: 'Bearer x' } })).toBe(false);
});

test('with a shared page cache, kept answers go when a catalogue tag’s revalidation stamp changes, and only then', async () => {
  const state = (globalThis as Record<symbol, { checkedAt: number }>)[Symbol.for('learner-portal.catalogue-responses')]!;
  const key = Symbol.for('learner-portal.page-cache');
  let stamps: Record<string, number> = { programmes: 1 };
  (globalThis as Record<symbol, unknown>)[key] = { expireTags: async () => {}, revalidationStamps: async () => stamps };
  const slug = 'cyber-security';
  const lookUpDue = () => (state.checkedAt = 0);
  try {
    lookUpDue();
    const title = await titleOf(await api(`/programmes/${slug}`));
    await retitle(slug, `${title} (stamped)`);
    // The same stamps a second later (a revalidation already followed, read again): the kept answer stays.
    lookUpDue();
    expect(await titleOf(await api(`/programmes/${slug}`))).toBe(title);
    stamps = { programmes: 2 };
    lookUpDue();
    expect(await titleOf(await api(`/programmes/${slug}`))).toBe(`${title} (stamped)`);
  } finally {
    delete (globalThis as Record<symbol, unknown>)[key];
  }
});
