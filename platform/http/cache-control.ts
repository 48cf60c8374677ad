// How long public reads may be kept: as long as the portal keeps the pages built from them (CATALOGUE_CACHE_SECONDS
// in lib/api/catalogue.ts), and no longer.
export const PUBLIC_READ_SECONDS = 300;

/** Cache-Control of public reads that carry no validator. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_SECONDS}`;
