// Every public page a visitor can reach, one of each kind (every programme, the first instructor): the list the
// whole-site checks walk (consistency.spec.ts, html-validity.spec.ts).
import type { APIRequestContext } from '@playwright/test';

export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const programmes = (await (await request.get('/api/v1/programmes')).json()).items as Array<{ slug: string }>;
  const instructors = (await (await request.get('/api/v1/instructors')).json()).items as Array<{ slug: string }>;
  return [
    '/',
    '/programmes',
    '/about-us',
    '/instructor',
    `/instructors/${instructors[0]?.slug}`,
    ...programmes.map((programme) => `/${programme.slug}`),
    '/learning-path',
    `/learning-path?programme=${programmes[0]?.slug}`,
    '/next-gen-scholar',
    '/support',
    '/privacy',
    '/terms',
  ];
}
