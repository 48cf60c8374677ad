// The .ics download: one all-day event per scheduled semester, DTEND the day after the last day.
import type { Enrolment } from '@/contract';
import { semesterCalendar } from './semester-calendar';

const course = { slug: 'web-101', code: 'WEB101', title: 'Accessible web pages', summary: '', credits: 3, programmeSlug: 'web', semesterNumber: 1, instructor: { slug: 'ali', name: 'Ali Raza' } };
const enrolment: Enrolment = {
  id: '0b0cfa52-7f3e-4c55-8d6c-0b4e8f0c1a11',
  programme: { slug: 'web', title: 'Web Development', semesterCount: 2 },
  intake: { slug: 'autumn-2026', name: 'Autumn 2026', startsOn: '2026-09-07', endsOn: '2026-12-31' },
  orderId: '7d7e0b55-2a43-4d0e-9a7e-3a8e8e8b2c22',
  enrolledAt: '2026-08-01T10:00:00.000Z',
  status: 'upcoming',
  currentSemester: null,
  semesters: [
    { number: 1, name: 'Foundations', term: { slug: 'autumn-2026', name: 'Autumn 2026', startsOn: '2026-09-07', endsOn: '2026-12-31', status: 'upcoming' }, courses: [course] },
    { number: 2, name: 'Core Skills', term: null, courses: [] },
  ],
};

test('one all-day event per semester that has dates, with its courses', () => {
  const ics = semesterCalendar([enrolment]);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain('SUMMARY:Web Development: semester 1 (Foundations)');
  expect(ics).toContain('DTSTART;VALUE=DATE:20260907');
  expect(ics).toContain('DTEND;VALUE=DATE:20270101');
  expect(ics).toContain('WEB101 Accessible web pages (Ali Raza)');
});

test('no enrolment: a valid, empty calendar', () => {
  expect(semesterCalendar([])).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0[\s\S]*END:VCALENDAR\r\n$/);
});
