// GET /user-dashboard/calendar.ics – the learner's semester dates as an iCalendar file to add to any calendar.
import { NextResponse } from 'next/server';
import { listEnrolments } from '@/lib/api/checkout';
import { siteUrl } from '@/lib/config';
import { semesterCalendar } from '@/lib/checkout/semester-calendar';
import { getSession } from '@/lib/session/server-session';

export const dynamic = 'force-dynamic';

export async function GET() {
  const session = await getSession();
  if (!session) return NextResponse.redirect(siteUrl('/login?next=%2Fuser-dashboard'), 303);
  const { items } = await listEnrolments(session.accessToken);
  const calendar = semesterCalendar(items);
  if (calendar === null) {
    return new Response('No semester has dates yet: there is nothing to add to a calendar.', {
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
