// GET /api/icons/{collection}.json?icons=a,b – icon data from the installed Iconify collections, in the
// Iconify API's own format, for clients that load icons themselves (this app draws its own on the server).
import type { Problem } from '@/contract';
import { z } from 'zod';
import { collectionNameSchema, iconNameSchema, installedCollections, pickIcons } from '@/lib/icons/collections';

export const dynamic = 'force-dynamic';

// Icon data changes only with a deploy (a package upgrade); shared caches may keep it for a week.
const CACHEABLE = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';

const paramsSchema = z.object({
  collection: z
    .string()
    .regex(/\.json$/)
    .transform((file) => file.slice(0, -'.json'.length))
    .pipe(collectionNameSchema),
});
const querySchema = z.object({
  icons: z
    .string()
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(iconNameSchema).min(1).max(100)),
});

function problem(status: 400 | 404, detail: string, errors?: Record<string, string[]>): Response {
  const body: Problem = {
    type: 'about:blank',
    title: status === 404 ? 'Not Found' : 'Bad Request',
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
  // A miss is cached briefly: it only changes with a deploy, but should not outlive one for long.
  return Response.json(body, {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'public, max-age=300' },
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ collection: string }> }) {
  const path = paramsSchema.safeParse(await params);
  if (!path.success || !installedCollections().includes(path.data.collection))
    return problem(404, 'No such icon collection.');
  const query = querySchema.safeParse({ icons: new URL(request.url).searchParams.get('icons') ?? '' });
  if (!query.success)
    return problem(400, 'List icon names in "icons", comma-separated.', { icons: ['must be 1 to 100 icon names'] });

  const icons = await pickIcons(path.data.collection, query.data.icons);
  if (!icons) return problem(404, `No such icon in "${path.data.collection}": ${query.data.icons.join(', ')}`);
  return Response.json(icons, { headers: { 'cache-control': CACHEABLE } });
}
