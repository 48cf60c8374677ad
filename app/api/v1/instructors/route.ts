// GET /api/v1/instructors – the instructors, served as a static page is (lib/api/catalogue-static-route.ts)
import { catalogueRead } from '@/lib/api/catalogue-static-route';

export const dynamic = 'force-static';
// CATALOGUE_CACHE_SECONDS (Next reads this literal at build time).
export const revalidate = 300;

export const GET = catalogueRead('/instructors');
