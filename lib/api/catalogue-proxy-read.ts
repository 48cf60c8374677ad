// The catalogue API's public reads answered by proxy.ts from the in-process cache (lib/api/catalogue-response-cache.ts),
// before Next resolves the platform's mount: under load this costs about a third less CPU per request than the same
// answer from a route handler, even a static one served from Next's page cache. Anything else on those paths (other
// methods, HEAD, a call with a token, deeper paths) goes on to the mount, app/api/v1/[...path]/route.ts.
import { NextResponse } from 'next/server';
import { cachedCatalogueRead, isCatalogueRead } from './catalogue-response-cache';

// The platform is loaded only when an answer is not in memory yet.
const platformFetch = async (request: Request) => (await import('@/platform')).platformFetch(request);

export function catalogueProxyRead(request: Request): Promise<Response> | NextResponse {
  return isCatalogueRead(request) ? cachedCatalogueRead(request, platformFetch) : NextResponse.next();
}
