// GET /user-dashboard/calendar.ics (and /ur/…) – the learner's semester dates as an iCalendar file to add to any
// calendar, its words in the dashboard's language.
import { NextResponse } from 'next/server';
import { listEnrolments } from '@/lib/api/checkout';
import { siteUrl } from '@/lib/config';
import { semesterCalendar } from '@/lib/checkout/semester-calendar';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { getSession } from '@/lib/session/server-session';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session) {
    const next = encodeURIComponent(localePath(locale, '/user-dashboard'));
    return NextResponse.redirect(siteUrl(`${localePath(locale, '/login')}?next=${next}`), 303);
  }
  const { items } = await listEnrolments(session.accessToken);
  const calendar = semesterCalendar(items, locale);
  if (calendar === null) {
    return new Response(translator(locale, 'dashboard')('calendarNothing'), {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  return new Response(calendar, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="my-semesters.ics"',
      'cache-control': 'private, no-store',
    },
  });
}
