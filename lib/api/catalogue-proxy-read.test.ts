// What proxy.ts answers on the catalogue API's paths, against the real embedded platform (in-memory PGlite with the
// demo catalogue): public reads from memory with an ETag (If-None-Match gets a 304, queries are their own entries),
// anything else passed on to the platform's mount (which reads reach proxy.ts: proxy-matcher.test.ts).
import { setUpEmbeddedPlatform } from './embedded-platform-for-tests';

setUpEmbeddedPlatform();
let read: typeof import('./catalogue-proxy-read');

beforeAll(async () => {
  read = await import('./catalogue-proxy-read');
});

const proxied = (path: string, init: RequestInit = {}) => read.catalogueProxyRead(new Request(`http://portal.test/api/v1${path}`, init));
const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1';

test('a public read is answered here with an ETag and Cache-Control; the same ETag gets a 304', async () => {
  const answer = await proxied('/programmes/full-stack-web-development');
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { slug: string }).slug).toBe('full-stack-web-development');
  const etag = answer.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86100');

  const conditional = await proxied('/programmes/full-stack-web-development', { headers: { 'if-none-match': etag } });
  expect(conditional.status).toBe(304);
  expect(await conditional.text()).toBe('');
});

test('a query is its own answer as the platform gives it; an unknown slug or bad query is its problem, without an ETag', async () => {
  const two = await proxied('/programmes?limit=2');
  expect(((await two.json()) as { items: unknown[] }).items).toHaveLength(2);
  const missing = await proxied('/programmes/no-such-programme');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('etag')).toBeNull();
  const malformed = await proxied('/courses?semester=zero');
  expect(malformed.status).toBe(400);
  expect(malformed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
});

test('other methods, HEAD, calls with a token and deeper paths go on to the platform’s mount', async () => {
  expect(passedOn(await proxied('/programmes', { method: 'POST', body: '{}' }))).toBe(true);
  expect(passedOn(await proxied('/programmes', { method: 'HEAD' }))).toBe(true);
  expect(passedOn(await proxied('/programmes', { headers: { authorization: 'Bearer x' } }))).toBe(true);
  expect(passedOn(await proxied('/programmes/x/y'))).toBe(true);
});
