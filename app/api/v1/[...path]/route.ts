// The one mount point of the platform API inside the Next.js server. Public catalogue reads are answered from
// memory with an ETag (lib/api/catalogue-response-cache.ts), by proxy.ts before they get here (lib/api/catalogue-proxy-read.ts);
// everything else goes to the platform as it is.
import { platformFetch } from '@/platform';
import { cachedCatalogueRead, isCatalogueRead } from '@/lib/api/catalogue-response-cache';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => platformFetch(request);

const read = (request: Request) => (isCatalogueRead(request) ? cachedCatalogueRead(request, platformFetch) : platformFetch(request));

export { read as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };
