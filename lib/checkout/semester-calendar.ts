// The learner's semester dates as iCalendar (RFC 5545): one all-day event per programme semester that has
// calendar dates, with its courses in the description, and one on the last day to pay for each semester still due.
// A semester the learner withdrew from stays in the file as STATUS:CANCELLED, with the same UID and a higher SEQUENCE:
// a calendar that imported an earlier file keeps every event a new file leaves out, but replaces one whose SEQUENCE is
// higher, so only a cancellation takes the withdrawn semesters (and their fee-due days) off it.
// The ics library writes the file. Its words are the learner's language (the dashboard's it was downloaded from);
// programme, semester and course names stay as the platform wrote them. The start date is written as everywhere else
// on the portal, in words ("10 May 2027"; in Urdu, ur-PK's).
import { createEvents, type EventAttributes } from 'ics';
import type { Enrolment } from '@/contract';
import { formatDateIn } from '@/lib/format';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { foldIcsLines } from './fold-ics-lines';

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

/** All-day events end on the day after their last day (DTEND is exclusive). */
const dayAfter = (iso: string): [number, number, number] => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return dateArray(date.toISOString().slice(0, 10));
};

/** Events as first written are SEQUENCE 0; a cancellation is the one change made to them since. */
const CANCELLED = { status: 'CANCELLED', sequence: 1 } as const;
const CONFIRMED = { status: 'CONFIRMED', sequence: 0 } as const;

export function semesterEvents(enrolments: Enrolment[], locale: Locale = DEFAULT_LOCALE): EventAttributes[] {
  const t = translator(locale, 'dashboard');
  const calName = t('calendarName');
  return enrolments.flatMap((enrolment) =>
    enrolment.semesters.flatMap((semester) => {
      const withdrawn = semester.standing.status === 'withdrawn';
      return semester.term
        ? [
            {
              uid: `${enrolment.id}-semester-${semester.number}@learner-portal`,
              title: t('calendarSemester', {
                programme: enrolment.programme.title,
                number: semester.number,
                name: semester.name,
              }),
              description: withdrawn
                ? t('calendarWithdrawn')
                : semester.courses.length
                  ? semester.courses
                      .map((course) => `${course.code} ${course.title} (${course.instructor.name})`)
                      .join('\n')
                  : t('calendarCoursesTba'),
              start: dateArray(semester.term.startsOn),
              end: dayAfter(semester.term.endsOn),
              productId: 'learner-portal/semesters',
              calName,
              ...(withdrawn ? CANCELLED : CONFIRMED),
            } satisfies EventAttributes,
            // Semester 1 is paid at enrolment and never had a day to pay; a later one may have, until it was paid.
            ...((semester.standing.status === 'due' || (withdrawn && semester.number > 1)) && semester.standing.dueOn
              ? [
                  {
                    uid: `${enrolment.id}-semester-${semester.number}-due@learner-portal`,
                    title: t('calendarFeeDue', { programme: enrolment.programme.title, number: semester.number }),
                    description: t('calendarFeeDueDescription', {
                      number: semester.number,
                      name: semester.name,
                      startsOn: formatDateIn(locale, semester.term.startsOn),
                    }),
                    start: dateArray(semester.standing.dueOn),
                    end: dayAfter(semester.standing.dueOn),
                    productId: 'learner-portal/semesters',
                    calName,
                    ...(withdrawn ? CANCELLED : CONFIRMED),
                  } satisfies EventAttributes,
                ]
              : []),
          ]
        : [];
    }),
  );
}

/** The calendar file, or null when no semester has dates yet: RFC 5545 has no calendar without a component. */
export function semesterCalendar(enrolments: Enrolment[], locale: Locale = DEFAULT_LOCALE): string | null {
  const events = semesterEvents(enrolments, locale);
  if (events.length === 0) return null;
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return foldIcsLines(value);
}
