// The learner's semester dates as iCalendar (RFC 5545): one all-day event per programme semester that has
// calendar dates, with its courses in the description. The ics library writes the file.
import { createEvents, type EventAttributes } from 'ics';
import type { Enrolment } from '@/contract';

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

export function semesterEvents(enrolments: Enrolment[]): EventAttributes[] {
  return enrolments.flatMap((enrolment) =>
    enrolment.semesters.flatMap((semester) =>
      semester.term
        ? [
            {
              uid: `${enrolment.id}-semester-${semester.number}@learner-portal`,
              title: `${enrolment.programme.title}: semester ${semester.number} (${semester.name})`,
              description: semester.courses.length
                ? semester.courses.map((course) => `${course.code} ${course.title} (${course.instructor.name})`).join('\n')
                : 'Courses to be announced.',
              start: dateArray(semester.term.startsOn),
              end: dayAfter(semester.term.endsOn),
              productId: 'learner-portal/semesters',
              calName: 'My semesters',
            } satisfies EventAttributes,
          ]
        : [],
    ),
  );
}

export function semesterCalendar(enrolments: Enrolment[]): string {
  const events = semesterEvents(enrolments);
  if (events.length === 0) return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:learner-portal/semesters', 'X-WR-CALNAME:My semesters', 'END:VCALENDAR', ''].join('\r\n');
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}
