// What proxy.ts answers for the catalogue API's static routes, against the real embedded platform (in-memory PGlite
// with the demo catalogue): reads with a query, conditional reads (304 on the static answer's ETag), and its matcher
// knowing every query parameter the lists take (a new one would otherwise be ignored by the static answer).
import type { z } from 'zod';
import {
  courseListQuerySchema,
  instructorListQuerySchema,
  programmeListQuerySchema,
  semesterListQuerySchema,
  termListQuerySchema,
} from '@/contract';

process.env.PGLITE_DATA_DIR = 'memory://';
process.env.AUTH_SECRET = 'catalogue-proxy-test-secret-of-at-least-32-chars';
process.env.STORAGE_ENCRYPTION_KEY = 'a'.repeat(64);
process.env.LOG_LEVEL = 'silent';

let platform: typeof import('@/platform');
let read: typeof import('./catalogue-proxy-read');
let cache: typeof import('./catalogue-response-cache');

beforeAll(async () => {
  platform = await import('@/platform');
  read = await import('./catalogue-proxy-read');
  cache = await import('./catalogue-response-cache');
  await platform.startPlatform();
}, 60_000);

afterAll(() => platform.stopPlatform());

const proxied = (path: string, init: RequestInit = {}) => read.catalogueProxyRead(new Request(`http://portal.test/api/v1${path}`, init));
const platformBody = async (path: string) => new Uint8Array(await (await platform.platformFetch(new Request(`http://portal.test/api/v1${path}`))).arrayBuffer());

test('a read with a query is answered as the platform answers it, with an ETag and Cache-Control', async () => {
  const answer = await proxied('/programmes?limit=2');
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { items: unknown[] }).items).toHaveLength(2);
  expect(answer.headers.get('etag')).toBe(cache.entityTag(await platformBody('/programmes?limit=2')));
  expect(answer.headers.get('cache-control')).toBe(cache.CATALOGUE_CACHE_CONTROL);

  const malformed = await proxied('/courses?semester=zero');
  expect(malformed.status).toBe(400);
  expect(malformed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
});

test('the static answer’s ETag gets a 304 here; another tag or an unknown slug does not', async () => {
  // The static route tags the platform's bytes the same way (lib/api/catalogue-static-route.ts).
  const staticTag = cache.entityTag(await platformBody('/programmes/full-stack-web-development'));
  const conditional = await proxied('/programmes/full-stack-web-development', { headers: { 'if-none-match': staticTag } });
  expect(conditional.status).toBe(304);
  expect(await conditional.text()).toBe('');
  expect((await proxied('/programmes/full-stack-web-development', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  expect((await proxied('/programmes/no-such-programme', { headers: { 'if-none-match': staticTag } })).status).toBe(404);
});

test('other methods go on to the route (Next answers them); a HEAD goes to the platform uncached', async () => {
  const post = await proxied('/programmes?limit=1', { method: 'POST', body: '{}' });
  expect(post.headers.get('x-middleware-next')).toBe('1');
  const head = await proxied('/programmes?limit=1', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('etag')).toBeNull();
});

test('the proxy’s matcher knows every query parameter the catalogue lists take', async () => {
  const { config } = await import('@/proxy');
  const matched = new Set(config.matcher.flatMap((entry) => ('has' in entry ? (entry.has ?? []) : []).filter((has) => has.type === 'query').map((has) => has.key)));
  const schemas: z.ZodObject[] = [programmeListQuerySchema, instructorListQuerySchema, courseListQuerySchema, semesterListQuerySchema, termListQuerySchema];
  const taken = new Set(schemas.flatMap((schema) => Object.keys(schema.shape)));
  expect([...matched].sort()).toEqual([...taken].sort());
});
