// Cache-Control of the platform's public reads, from the one lifetime of public data (PUBLIC_CACHE in
// contract/revalidation.ts): kept as long as the portal keeps the pages built from them, and no longer.
import { PUBLIC_CACHE } from '@/contract';

const { revalidateSeconds, expireSeconds } = PUBLIC_CACHE;

/** Public reads that carry no validator. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${revalidateSeconds}`;

/**
 * Catalogue reads, which carry an ETag: browsers revalidate every time, shared caches keep them as Next's ISR pages
 * are kept (s-maxage, then stale while they refetch until expireSeconds old).
 */
export const SHARED_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=${expireSeconds - revalidateSeconds}`;
