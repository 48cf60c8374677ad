// The "service unavailable" page as a real 503 from proxy.ts. Next.js keeps the status of a rewrite only until
// the rewritten page renders (an App Router page always answers 200), so the proxy renders the page through
// this server itself and answers with its HTML and status 503. When even that fails, it rewrites (status 200).
import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { createPortalLogger, type Logger } from '@/lib/operations/logger';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';

// The page asks the platform nothing when the proxy's probe has just found it down (the footer shows the organisation
// it read last: lib/api/footer-organisation.ts). After a refresh that failed while the probe still said "up", the
// footer may wait out one platform call, so the budget is that call's timeout plus a margin: a shorter one fell back
// to the status-200 rewrite below, which renders the same page again anyway.
const RENDER_MARGIN_MS = 2_000;
const headers = { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' };

/** This server's own address: Next.js records where `next start` listens; PORT is the fallback. */
const ownOrigin = () => process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The portal's log lines (lib/operations/logger.ts: pino, in the proxy's Node.js runtime), made at the first 503. */
let portalLog: Logger | undefined;

/** The page for `request`, its "Try again" link pointing at `requested` (by default the path and query the learner asked for). */
export async function serviceUnavailable(
  request: NextRequest,
  log: Logger = (portalLog ??= createPortalLogger()),
  requested = request.nextUrl.pathname + request.nextUrl.search,
): Promise<NextResponse> {
  try {
    const page = await fetch(`${ownOrigin()}/service-unavailable`, {
      headers: { [REQUESTED_PATH_HEADER]: requested, accept: 'text/html' },
      signal: AbortSignal.timeout(config().PLATFORM_TIMEOUT_MS + RENDER_MARGIN_MS),
    });
    if (page.ok) return new NextResponse(await page.text(), { status: 503, headers });
  } catch (error) {
    log.warn(
      `service unavailable: could not render the 503 page (${(error as Error).message}); rewriting to it instead (status 200)`,
    );
  }
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUESTED_PATH_HEADER, requested);
  return NextResponse.rewrite(new URL('/service-unavailable', request.url), {
    status: 503,
    headers: { 'retry-after': '30', 'cache-control': 'no-store' },
    request: { headers: forwarded },
  });
}
