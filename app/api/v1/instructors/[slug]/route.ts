// GET /api/v1/instructors/{slug} – one instructor's profile and the courses they teach, served as a static page is (lib/api/catalogue-static-route.ts)
import { catalogueItemRead } from '@/lib/api/catalogue-static-route';

export const dynamic = 'force-static';
// CATALOGUE_CACHE_SECONDS (Next reads this literal at build time).
export const revalidate = 300;

// None at build time (the build needs no answer from the platform); each is kept on its first read, an unknown one never.
export const generateStaticParams = (): { slug: string }[] => [];

export const GET = catalogueItemRead('instructors');
