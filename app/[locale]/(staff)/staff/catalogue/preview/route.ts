// POST /staff/catalogue/preview – an administrator's "Preview the draft" and "End the preview" (plain forms, so they
// work without JavaScript). Starting needs this site's own form and an administrator's session, checked with the
// platform; it switches on Next's draft mode for this browser and goes to the entry's public page, which then reads the
// draft (lib/catalogue/draft-preview.ts). Ending switches it off and goes back to the editor.
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { isSameOrigin } from '@/lib/api/same-origin';
import { siteUrl } from '@/lib/config';
import { getSession } from '@/lib/session/server-session';

export const dynamic = 'force-dynamic';

const previewFormSchema = z.object({
  kind: z.enum(['programmes', 'instructors']),
  slug: slugSchema,
  step: z.enum(['start', 'end']),
});

const publicPath = (kind: 'programmes' | 'instructors', slug: string) =>
  kind === 'programmes' ? `/${slug}` : `/instructors/${slug}`;

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = previewFormSchema.safeParse(Object.fromEntries(form?.entries() ?? []));
  if (!parsed.success) return new Response('Bad Request', { status: 400 });
  const { kind, slug, step } = parsed.data;
  const editor = `/staff/catalogue/${kind}/${slug}`;
  if (step === 'end') {
    (await draftMode()).disable();
    return NextResponse.redirect(siteUrl(editor), 303);
  }
  const session = await getSession();
  if (!session) return NextResponse.redirect(siteUrl(`/login?next=${encodeURIComponent(editor)}`), 303);
  if (session.user.role !== 'admin') return new Response('Forbidden', { status: 403 });
  (await draftMode()).enable();
  return NextResponse.redirect(siteUrl(publicPath(kind, slug)), 303);
}
