// The catalogue API's public reads through next start: the platform answers them with a weak ETag that
// If-None-Match turns into a 304 and Cache-Control a shared cache may follow; queries are answered as the platform
// answers them, unknown slugs are the platform's 404 problem (never tagged), and writes still reach the platform.
import { test, expect } from '@playwright/test';

const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86100';

test('lists and single items carry an ETag that gets a 304, and may be kept by shared caches', async ({ request }) => {
  for (const url of [
    '/api/v1/programmes',
    '/api/v1/programmes/full-stack-web-development',
    '/api/v1/instructors',
    '/api/v1/semesters',
    '/api/v1/terms/current',
  ]) {
    const first = await request.get(url);
    expect({ url, status: first.status(), control: first.headers()['cache-control'] }).toEqual({
      url,
      status: 200,
      control: SHARED,
    });
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(first.headers()['content-type']).toMatch(/^application\/json/);
    const again = await request.get(url);
    expect(again.headers().etag).toBe(etag);
    expect(await again.text()).toBe(await first.text());

    const conditional = await request.get(url, { headers: { 'if-none-match': etag! } });
    expect({ url, status: conditional.status() }).toEqual({ url, status: 304 });
    expect(conditional.headers().etag).toBe(etag);
    expect(await conditional.text()).toBe('');
    const otherTag = await request.get(url, { headers: { 'if-none-match': '"not-this-one"' } });
    expect({ url, status: otherTag.status() }).toEqual({ url, status: 200 });
  }
});

test('a read with a query is answered as the platform answers it, with its own ETag', async ({ request }) => {
  const all = (await (await request.get('/api/v1/programmes')).json()) as { items: { slug: string }[] };
  const two = await request.get('/api/v1/programmes?limit=2&offset=1');
  expect(two.status()).toBe(200);
  expect(((await two.json()) as { items: { slug: string }[] }).items.map((p) => p.slug)).toEqual(
    all.items.slice(1, 3).map((p) => p.slug),
  );
  expect(two.headers()['cache-control']).toBe(SHARED);
  expect(
    (
      await request.get('/api/v1/programmes?limit=2&offset=1', { headers: { 'if-none-match': two.headers().etag! } })
    ).status(),
  ).toBe(304);
  expect(
    (await request.get('/api/v1/programmes', { headers: { 'if-none-match': two.headers().etag! } })).status(),
  ).toBe(200);

  const malformed = await request.get('/api/v1/courses?semester=zero');
  expect(malformed.status()).toBe(400);
  expect(malformed.headers()['content-type']).toMatch(/^application\/problem\+json/);
});

test('an unknown or malformed slug is the platform’s problem without an ETag, and a write gets the platform’s 405', async ({
  request,
}) => {
  const word = `made-up-${Date.now().toString(36)}`;
  for (const [url, status] of [
    [`/api/v1/programmes/${word}`, 404],
    [`/api/v1/instructors/${word}`, 404],
    ['/api/v1/programmes/Not_A_Slug', 400],
  ] as const) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await request.get(url);
      expect({ url, status: answer.status() }).toEqual({ url, status });
      expect(answer.headers()['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.headers().etag).toBeUndefined();
    }
  }
  // The platform takes no such write: its own 405 problem naming what the path takes.
  const post = await request.post('/api/v1/programmes', { data: {} });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe('GET, HEAD, OPTIONS');
  expect(post.headers()['content-type']).toMatch(/^application\/problem\+json/);
});
