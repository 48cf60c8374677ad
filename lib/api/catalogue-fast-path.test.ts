// The fast path in front of a real HTTP server whose own listener stands in for Next.js, with the catalogue cache filled
// from the real embedded platform (in-memory PGlite): kept reads are answered before the listener, as the long way
// answers them; anything not kept, HEAD, a token, a write and other paths reach the listener untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { setUpEmbeddedPlatform } from './embedded-platform-for-tests';

const platform = setUpEmbeddedPlatform();
let cache: typeof import('./catalogue-response-cache');
let fastPath: typeof import('./catalogue-fast-path');
let server: http.Server;
let base: string;
const reachedNext: string[] = [];
const EVERY_PATH = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };

beforeAll(async () => {
  cache = await import('./catalogue-response-cache');
  fastPath = await import('./catalogue-fast-path');
  fastPath.answerKeptCatalogueReadsFirst(EVERY_PATH);
  server = http.createServer((request, response) => {
    reachedNext.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'x-answered-by': 'next' }).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Fills the cache the long way (as proxy.ts does) and returns that answer. */
const longWay = (path: string) => cache.cachedCatalogueRead(new Request(`http://portal.test${path}`), platform().platformFetch);

const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);

test('a kept read is answered before Next with the same body, ETag and Cache-Control, the every-path headers and a 304', async () => {
  reachedNext.length = 0;
  expect((await get('/api/v1/programmes?limit=2')).headers.get('x-answered-by')).toBe('next');
  const kept = await longWay('/api/v1/programmes?limit=2');

  const fast = await get('/api/v1/programmes?limit=2');
  expect(fast.status).toBe(200);
  expect(fast.headers.get('x-answered-by')).toBeNull();
  expect(await fast.text()).toBe(await kept.text());
  for (const name of ['etag', 'cache-control', 'content-type']) expect(fast.headers.get(name)).toBe(kept.headers.get(name));
  expect(fast.headers.get('content-security-policy')).toBe("default-src 'self'");
  expect(fast.headers.get('x-frame-options')).toBe('DENY');
  expect(fast.headers.get('vary')).toBe('Accept-Encoding');

  const conditional = await get('/api/v1/programmes?limit=2', { headers: { 'if-none-match': kept.headers.get('etag')!.replace(/^W\//, '') } });
  expect(conditional.status).toBe(304);
  expect(conditional.headers.get('etag')).toBe(kept.headers.get('etag'));
  expect(reachedNext).toEqual(['GET /api/v1/programmes?limit=2']);
});

test('a body of 1 KB or more goes gzip to a client that accepts it, as it is to one that does not', async () => {
  const kept = await (await longWay('/api/v1/instructors')).arrayBuffer();
  expect(kept.byteLength).toBeGreaterThan(1024);
  const raw = (encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base}/api/v1/instructors`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const zipped = await raw('br, gzip;q=0.8');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(zipped.body)).toEqual(Buffer.from(kept));
  for (const encoding of ['identity', 'gzip;q=0']) {
    const plain = await raw(encoding);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(Buffer.from(kept));
    // Two encodings of one body share a validator only as a weak one (RFC 9110 §8.8.1).
    expect(plain.headers.etag).toBe(zipped.headers.etag);
    expect(plain.headers.etag).toMatch(/^W\//);
  }
});

test('HEAD, a token, a write, other paths and a read dropped by revalidation reach Next', async () => {
  await longWay('/api/v1/semesters');
  reachedNext.length = 0;
  await get('/api/v1/semesters', { method: 'HEAD' });
  await get('/api/v1/semesters', { headers: { authorization: 'Bearer someone' } });
  await get('/api/v1/semesters', { method: 'POST', body: '{}' });
  await get('/api/v1/faq');
  await get('/');
  cache.clearCatalogueResponses(['semesters']);
  await get('/api/v1/semesters');
  expect(reachedNext).toEqual(['HEAD /api/v1/semesters', 'GET /api/v1/semesters', 'POST /api/v1/semesters', 'GET /api/v1/faq', 'GET /', 'GET /api/v1/semesters']);
});

test('Accept-Encoding: gzip or * without q=0', () => {
  expect(fastPath.acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(fastPath.acceptsGzip('*')).toBe(true);
  expect(fastPath.acceptsGzip('GZIP;q=0.5')).toBe(true);
  expect(fastPath.acceptsGzip('gzip;q=0')).toBe(false);
  expect(fastPath.acceptsGzip('deflate, br')).toBe(false);
  expect(fastPath.acceptsGzip(undefined)).toBe(false);
});

test('with a shared page cache, a read waits for the due look-up of other instances’ revalidations: that one goes to Next', async () => {
  await longWay('/api/v1/courses');
  const key = Symbol.for('learner-portal.page-cache');
  const lookUps: string[][] = [];
  (globalThis as Record<symbol, unknown>)[key] = {
    expireTags: async () => {},
    revalidationStamps: async (tags: string[]) => (lookUps.push(tags), { programmes: 1 }),
  };
  try {
    reachedNext.length = 0;
    await get('/api/v1/courses');
    expect(reachedNext).toEqual(['GET /api/v1/courses']);
    // The long way looks up (the first time, everything kept is dropped) and refills; the next second is answered first.
    await longWay('/api/v1/courses');
    expect(lookUps).toHaveLength(1);
    await longWay('/api/v1/courses');
    await get('/api/v1/courses');
    expect(reachedNext).toEqual(['GET /api/v1/courses']);
  } finally {
    delete (globalThis as Record<symbol, unknown>)[key];
  }
});
