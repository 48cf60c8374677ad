// POST /staff/catalogue/preview – an administrator's "Preview the draft" and "End the preview" (plain forms, so they
// work without JavaScript). Starting needs this site's own form and an administrator's session, checked with the
// platform; it switches on Next's draft mode for this browser and goes to the entry's public page, which then reads the
// draft (lib/catalogue/draft-preview.ts, page-preview.ts): a programme's or instructor's page, a site page, or /support
// for a question. Ending switches it off and goes back to the editor (the catalogue, from /support: it shows every
// question's draft, not one's).
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { isSameOrigin } from '@/lib/api/same-origin';
import { siteUrl } from '@/lib/config';
import { PREVIEWED_PAGES } from '@/lib/catalogue/page-preview';
import { getSession } from '@/lib/session/server-session';
import { publicPathOfPage } from '../_components/page-content';

export const dynamic = 'force-dynamic';

const previewFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['programmes', 'instructors']), slug: slugSchema, step: z.enum(['start', 'end']) }),
  // Only the pages whose public page shows their text.
  z.object({ kind: z.literal('pages'), slug: z.enum(PREVIEWED_PAGES), step: z.enum(['start', 'end']) }),
  z.object({ kind: z.literal('faq'), slug: slugSchema.optional(), step: z.enum(['start', 'end']) }),
]);
type PreviewForm = z.infer<typeof previewFormSchema>;

function publicPath({ kind, slug }: PreviewForm): string {
  if (kind === 'programmes') return `/${slug}`;
  if (kind === 'instructors') return `/instructors/${slug}`;
  if (kind === 'pages') return publicPathOfPage(slug);
  return '/support';
}

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = previewFormSchema.safeParse(Object.fromEntries(form?.entries() ?? []));
  if (!parsed.success) return new Response('Bad Request', { status: 400 });
  const { kind, slug, step } = parsed.data;
  const editor = slug ? `/staff/catalogue/${kind}/${slug}` : '/staff/catalogue';
  if (step === 'end') {
    (await draftMode()).disable();
    return NextResponse.redirect(siteUrl(editor), 303);
  }
  const session = await getSession();
  if (!session) return NextResponse.redirect(siteUrl(`/login?next=${encodeURIComponent(editor)}`), 303);
  if (session.user.role !== 'admin') return new Response('Forbidden', { status: 403 });
  (await draftMode()).enable();
  return NextResponse.redirect(siteUrl(publicPath(parsed.data)), 303);
}
