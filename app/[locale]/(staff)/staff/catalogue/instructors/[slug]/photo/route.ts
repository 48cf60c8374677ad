// POST /staff/catalogue/instructors/{slug}/photo – the portrait form, which works without JavaScript (multipart). Only
// from this site, only for an administrator's session (the platform checks the role again), at most one 10 MB photo;
// the platform checks, re-encodes and stores it as it does identity photos. Answers with a redirect back to the editor
// saying what happened.
import { NextResponse } from 'next/server';
import { slugSchema } from '@/contract';
import { isSameOrigin } from '@/lib/api/same-origin';
import { uploadInstructorPhoto } from '@/lib/api/catalogue-editor';
import { siteUrl } from '@/lib/config';
import { fromPlatformError } from '@/lib/forms/action-state';
import { getSession } from '@/lib/session/server-session';
import { verifiedAccessToken } from '@/lib/session/verified-access-token';

export const dynamic = 'force-dynamic';

/** The photo's 10 MB and the multipart framing around it. */
const MAX_FORM_BYTES = 10 * 1024 * 1024 + 64 * 1024;

const back = (slug: string, outcome: string) =>
  NextResponse.redirect(siteUrl(`/staff/catalogue/instructors/${slug}?${outcome}`), 303);

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const slug = slugSchema.safeParse((await params).slug);
  if (!slug.success) return new Response('Not Found', { status: 404 });
  const path = `/staff/catalogue/instructors/${slug.data}`;
  const session = await verifiedAccessToken();
  if (session === 'unavailable')
    return back(slug.data, 'photoError=The+service+is+unavailable.+Try+again+in+a+minute.');
  if (!session) return NextResponse.redirect(siteUrl(`/login?next=${encodeURIComponent(path)}`), 303);
  if ((await getSession())?.user.role !== 'admin') return new Response('Forbidden', { status: 403 });
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(declared <= MAX_FORM_BYTES))
    return back(
      slug.data,
      `photoError=${encodeURIComponent('The photo is larger than 10 MB. Choose a smaller copy.')}`,
    );
  const file = (await request.formData().catch(() => null))?.get('photo');
  if (!(file instanceof File) || file.size === 0)
    return back(slug.data, `photoError=${encodeURIComponent('Choose a photo to upload.')}`);
  try {
    await uploadInstructorPhoto(session.accessToken, slug.data, new Uint8Array(await file.arrayBuffer()), file.type);
  } catch (error) {
    const refusal = fromPlatformError(error);
    const message = refusal.fieldErrors.photo ?? refusal.formError ?? 'The photo was not stored. Try again.';
    return back(slug.data, `photoError=${encodeURIComponent(message)}`);
  }
  return back(slug.data, 'photo=saved');
}
