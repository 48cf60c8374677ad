// POST /api/revalidate – mark the cached pages and data carrying these tags stale on every instance, at once.
// Called by the platform or an operator after a catalogue change: Authorization: Bearer $REVALIDATE_SECRET.
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidationRequestSchema, type Problem } from '@/contract';
import { revalidateCacheTags } from '@/lib/cache/revalidate-tags';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

function problem(
  status: 401 | 404 | 415 | 422 | 503,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  const body: Problem = { type: 'about:blank', title, status, detail };
  return Response.json(body, {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...headers },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the presented bearer token with the secret. */
function authorized(header: string | null, secret: string): boolean {
  const presented = header?.match(/^Bearer (.+)$/i)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(secret));
}

export async function POST(request: Request) {
  const secret = config().REVALIDATE_SECRET;
  if (!secret) return problem(404, 'Not Found', 'Revalidation is off: set REVALIDATE_SECRET to enable it.');
  if (!authorized(request.headers.get('authorization'), secret)) {
    return problem(401, 'Unauthorized', 'Send Authorization: Bearer <REVALIDATE_SECRET>.', {
      'www-authenticate': 'Bearer',
    });
  }
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return problem(415, 'Unsupported Media Type', 'Send a JSON body: { "tags": ["catalogue"] }.');
  }
  const parsed = revalidationRequestSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return problem(
      422,
      'Unprocessable Content',
      `"tags" must list one or more of: ${revalidationRequestSchema.shape.tags.element.options.join(', ')}.`,
    );
  }
  const { tags } = parsed.data;
  // This instance's own cache; with DATABASE_URL the shared tag table is written before we answer.
  try {
    await revalidateCacheTags(tags);
  } catch {
    return problem(503, 'Service Unavailable', 'The shared page cache did not answer; try again.', {
      'retry-after': '5',
    });
  }
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } });
}
