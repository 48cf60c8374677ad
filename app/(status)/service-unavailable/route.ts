// GET /service-unavailable – the outage page, with a real 503 and Retry-After. proxy.ts rewrites a signed-in page
// here when the platform does not answer (the address bar keeps the learner's path, which the rewrite names in
// REQUESTED_PATH_HEADER, and "Try again" loads it). Asked for by its own address (a bookmark, a crawler, an
// operator's check) it is the page only while the platform is down; otherwise the visitor goes home, so nobody reads
// "unavailable" with a 200 while everything works.
import { isPlatformAvailable } from '@/lib/api/platform-health';
import { safeNextPath } from '@/lib/auth/safe-next';
import { config, siteUrl } from '@/lib/config';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';
import { outageDocument } from '@/lib/status/outage-document';

export const dynamic = 'force-dynamic';

const OUTAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' };

async function answer(request: Request): Promise<Response> {
  const requested = request.headers.get(REQUESTED_PATH_HEADER);
  if (requested === null && (await isPlatformAvailable(config().PLATFORM_API_URL))) {
    // Temporary and never stored: the same address is the 503 page again in the next outage.
    return new Response(null, { status: 307, headers: { location: siteUrl('/').href, 'cache-control': 'no-store' } });
  }
  const body = request.method === 'HEAD' ? null : outageDocument(safeNextPath(requested) ?? '/');
  return new Response(body, { status: 503, headers: OUTAGE_HEADERS });
}

// POST too: a form sent without JavaScript from a signed-in page during an outage is rewritten here as it is.
export { answer as GET, answer as HEAD, answer as POST };
