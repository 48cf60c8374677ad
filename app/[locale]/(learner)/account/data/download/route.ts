// GET /account/data/download (and /ur/…) – the learner's data export as a file download, streamed from the platform.
// The session is checked by the platform (the token is the learner's own); without one, the browser goes to sign in
// first, on the sign-in page of the address's language.
import { NextResponse } from 'next/server';
import { streamDataExport } from '@/lib/api/account';
import { siteUrl } from '@/lib/config';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session/server-session';

export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session) {
    const next = encodeURIComponent(localePath(locale, '/account/data'));
    return NextResponse.redirect(siteUrl(`${localePath(locale, '/login')}?next=${next}`), 303);
  }
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
