// The catalogue API's public reads as static (ISR) route handlers (app/api/v1/programmes/route.ts and its
// neighbours): Next serves them from its page cache as it serves a static page, never through the platform's mount.
// Each answer is tagged with every catalogue tag (POST /api/revalidate drops it; other instances follow through the
// shared cache's tag table) and carries the in-process cache's ETag and Cache-Control. A static handler sees no query
// and no If-None-Match: proxy.ts answers those requests (lib/api/catalogue-proxy-read.ts). An answer other than 200
// (an unknown slug's 404, a 503) is sent as the platform gave it and kept nowhere.
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Problem } from '@/contract';
import { platformFetch } from '@/platform';
import { CATALOGUE_CACHE_SECONDS } from './catalogue';
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_TAGS, entityTag } from './catalogue-response-cache';
import { EMBEDDED_ORIGIN } from './direct-fetch';

/** Next gives one prerender 60 s: a platform still starting by then leaves the route answered per request for this build. */
const BUILD_WAIT_MS = 50_000;
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

interface PlatformAnswer {
  status: number;
  body: string;
  contentType: string;
  retryAfter: string | null;
}

/** Thrown out of the data cache so that only a 200 is ever kept. */
class UnkeptAnswer extends Error {
  constructor(readonly answer: PlatformAnswer) {
    super(`the platform answered ${answer.status}`);
  }
}

// Read afresh whenever the route is regenerated after a revalidation (the data cache checks the shared tag table),
// never from this process's copy, which may not have heard of another instance's revalidation yet.
const readPlatform = unstable_cache(
  async (path: string): Promise<PlatformAnswer> => {
    const response = await platformFetch(new Request(EMBEDDED_ORIGIN + path, { headers: { accept: 'application/json' } }));
    const answer = {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type') ?? 'application/json',
      retryAfter: response.headers.get('retry-after'),
    };
    if (answer.status !== 200) throw new UnkeptAnswer(answer);
    return answer;
  },
  ['catalogue-api'],
  { revalidate: CATALOGUE_CACHE_SECONDS, tags: [...CATALOGUE_TAGS] },
);

function withinBuildWait<T>(read: Promise<T>, path: string): Promise<T> {
  if (!building()) return read;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the platform did not answer ${path} within ${BUILD_WAIT_MS / 1000} s of next build`)), BUILD_WAIT_MS);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

function unavailable(): Response {
  const body: Problem = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The learning platform is unavailable; try again shortly.' };
  return Response.json(body, { status: 503, headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'retry-after': '5' } });
}

/** The platform's answer to GET /api/v1{path}, as the static route sends (and Next keeps) it. */
export async function catalogueAnswer(path: string): Promise<Response> {
  try {
    const { body, contentType } = await withinBuildWait(readPlatform(path), path);
    return new Response(body, { headers: { 'content-type': contentType, etag: entityTag(body), 'cache-control': CATALOGUE_CACHE_CONTROL } });
  } catch (error) {
    if (error instanceof UnkeptAnswer) {
      const { status, body, contentType, retryAfter } = error.answer;
      return new Response(body, { status, headers: { 'content-type': contentType, 'cache-control': 'no-store', ...(retryAfter ? { 'retry-after': retryAfter } : {}) } });
    }
    // Next build goes on: a route whose prerender answered 503 is served per request (still from the data cache).
    if (building()) console.warn(`catalogue API ${path}: ${error instanceof Error ? error.message : String(error)}; answered per request`);
    return unavailable();
  }
}

/** GET handler of a list (`/programmes`) or fixed read (`/terms/current`). */
export const catalogueRead = (path: string) => () => catalogueAnswer(path);

/** GET handler of one item by slug (`/programmes/{slug}`). */
export const catalogueItemRead =
  (collection: 'programmes' | 'instructors') =>
  async (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
    catalogueAnswer(`/${collection}/${encodeURIComponent((await params).slug)}`);
