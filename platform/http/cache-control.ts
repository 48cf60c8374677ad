// Cache-Control of public reads that carry no validator: callers and shared caches may keep them as long as the
// portal keeps the pages built from them (CATALOGUE_CACHE_SECONDS), and no longer.
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=300';
