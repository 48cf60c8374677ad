// GET /account/data/download – the learner's data export as a file download, streamed from the platform. The session
// is checked by the platform (the token is the learner's own); without one, the browser goes to sign in first.
import { NextResponse } from 'next/server';
import { streamDataExport } from '@/lib/api/account';
import { siteUrl } from '@/lib/config';
import { getSession } from '@/lib/session/server-session';

export async function GET() {
  const session = await getSession();
  if (!session) return NextResponse.redirect(siteUrl(`/login?next=${encodeURIComponent('/account/data')}`), 303);
  const { body, contentType } = await streamDataExport(session.accessToken);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="learner-portal-data-${day}.json"`,
      'cache-control': 'private, no-store',
    },
  });
}
