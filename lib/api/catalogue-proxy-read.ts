// The catalogue API requests proxy.ts answers itself because the static routes cannot (lib/api/catalogue-static-route.ts):
// a read with a query (`?limit=`, `?programme=`…), which a static handler never sees, and a conditional read
// (If-None-Match), which Next's page cache answers 200 whatever the tag. Both come from the in-process cache, whose
// ETag is the static answer's, so a tag from either gets its 304. proxy.ts's matcher sends only these here.
import { NextResponse } from 'next/server';
import { cachedCatalogueRead, isCatalogueRead } from './catalogue-response-cache';

export async function catalogueProxyRead(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { platformFetch } = await import('@/platform');
  // A HEAD or a call with a token goes to the platform as the mount would send it (nothing kept).
  return isCatalogueRead(request) ? cachedCatalogueRead(request, platformFetch) : platformFetch(request);
}
