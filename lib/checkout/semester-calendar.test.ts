// The .ics download: one all-day event per scheduled semester, DTEND the day after the last day.
import type { Enrolment } from '@/contract';
import { semesterCalendar } from './semester-calendar';

const course = {
  slug: 'web-101',
  code: 'WEB101',
  title: 'Accessible web pages',
  summary: '',
  credits: 3,
  programmeSlug: 'web',
  semesterNumber: 1,
  instructor: { slug: 'ali', name: 'Ali Raza' },
  untranslated: [],
};
const paid = {
  status: 'paid',
  fee: { amountPaisa: 8_500_000, currency: 'PKR' },
  dueOn: '2026-09-06',
  payable: false,
  coveredAt: null,
  withdrawable: null,
  withdrawal: null,
} as const;
const unscheduled = { ...paid, status: 'unscheduled', dueOn: null } as const;
const enrolment: Enrolment = {
  id: '0b0cfa52-7f3e-4c55-8d6c-0b4e8f0c1a11',
  programme: { slug: 'web', title: 'Web Development', semesterCount: 2 },
  intake: { slug: 'autumn-2026', name: 'Autumn 2026', startsOn: '2026-09-07', endsOn: '2026-12-31' },
  orderId: '7d7e0b55-2a43-4d0e-9a7e-3a8e8e8b2c22',
  enrolledAt: '2026-08-01T10:00:00.000Z',
  status: 'upcoming',
  currentSemester: null,
  semesters: [
    {
      number: 1,
      name: 'Foundations',
      term: {
        slug: 'autumn-2026',
        name: 'Autumn 2026',
        startsOn: '2026-09-07',
        endsOn: '2026-12-31',
        status: 'upcoming',
      },
      courses: [course],
      standing: paid,
    },
    { number: 2, name: 'Core Skills', term: null, courses: [], standing: unscheduled },
  ],
};

/** Semester 2, scheduled and still to pay (its last day before the term starts). */
const due = { ...paid, status: 'due', dueOn: '2027-01-10', payable: true } as const;
const term = {
  slug: 'spring-2027',
  name: 'Spring 2027',
  startsOn: '2027-01-11',
  endsOn: '2027-05-02',
  status: 'upcoming',
} as const;

test('one all-day event per semester that has dates, with its courses', () => {
  const ics = semesterCalendar([enrolment])!;
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain('SUMMARY:Web Development: semester 1 (Foundations)');
  expect(ics).toContain('DTSTART;VALUE=DATE:20260907');
  expect(ics).toContain('DTEND;VALUE=DATE:20270101');
  expect(ics).toContain('WEB101 Accessible web pages (Ali Raza)');
});

test('a semester still due adds an event on its last day to pay', () => {
  const ics = semesterCalendar([
    {
      ...enrolment,
      semesters: [enrolment.semesters[0]!, { number: 2, name: 'Core Skills', term, courses: [], standing: due }],
    },
  ])!;
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).toContain('SUMMARY:Web Development: semester 2 fee due');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270110');
  // The day the semester starts, written as the portal writes dates everywhere else (not 2027-01-11).
  expect(ics.replace(/\r\n /g, '')).toContain(
    'DESCRIPTION:Last day to pay for semester 2 (Core Skills): it starts 11 January 2027. Pay from your dashboard.',
  );
  // Semester 1 is paid: no due date for it.
  expect(ics).not.toContain('semester 1 fee due');
});

test('no semester with dates: no calendar, since RFC 5545 has none without a component', () => {
  expect(semesterCalendar([])).toBeNull();
  expect(
    semesterCalendar([
      { ...enrolment, semesters: [{ number: 2, name: 'Core Skills', term: null, courses: [], standing: unscheduled }] },
    ]),
  ).toBeNull();
});

test('an Urdu title is folded at 75 octets, never inside a character, and reads back whole in ical.js', async () => {
  const title = 'ویب ڈیولپمنٹ اور قابل رسائی ویب صفحات کا مکمل پروگرام';
  const ics = semesterCalendar([{ ...enrolment, programme: { ...enrolment.programme, title } }])!;
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [event] = calendar.getAllSubcomponents('vevent');
  expect(event?.getFirstPropertyValue('summary')).toBe(`${title}: semester 1 (Foundations)`);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
});

test('from the Urdu dashboard the file speaks Urdu, each title starting with its Urdu words; the platform’s names stay as written', async () => {
  const ics = semesterCalendar(
    [
      {
        ...enrolment,
        semesters: [enrolment.semesters[0]!, { number: 2, name: 'Core Skills', term, courses: [], standing: due }],
      },
    ],
    'ur',
  )!;
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
  }));
  expect(events).toEqual([
    { summary: 'سمسٹر 1: Web Development (Foundations)', description: 'WEB101 Accessible web pages (Ali Raza)' },
    { summary: 'سمسٹر 2: Web Development (Core Skills)', description: 'کورسز کا اعلان بعد میں ہوگا۔' },
    {
      summary: 'سمسٹر 2 کی فیس واجب الادا: Web Development',
      description:
        'سمسٹر 2 (Core Skills) کی ادائیگی کا آخری دن: یہ سمسٹر 11 جنوری، 2027 کو شروع ہوتا ہے۔ اپنے ڈیش بورڈ سے ادائیگی کریں۔',
    },
  ]);
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('میرے سمسٹر');
});

test('withdrawn semesters stay in the file as cancelled, same UID, higher SEQUENCE; the others are confirmed', async () => {
  const withdrawn = { ...paid, status: 'withdrawn', payable: false } as const;
  const before = semesterCalendar([
    {
      ...enrolment,
      semesters: [enrolment.semesters[0]!, { number: 2, name: 'Core Skills', term, courses: [], standing: due }],
    },
  ])!;
  const after = semesterCalendar([
    {
      ...enrolment,
      semesters: [
        { ...enrolment.semesters[0]!, standing: { ...withdrawn, withdrawal: null } },
        { number: 2, name: 'Core Skills', term, courses: [], standing: { ...withdrawn, dueOn: '2027-01-10' } },
      ],
    },
  ])!;
  const { default: ICAL } = await import('ical.js');
  const read = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue('status'),
        summary: event.summary,
      };
    });
  const was = read(before);
  const now = read(after);
  // Every event the learner may have imported before is there again, under its UID, now cancelled and newer.
  expect(now.map((e) => e.uid)).toEqual(was.map((e) => e.uid));
  expect(was.map((e) => [e.status, e.sequence])).toEqual([
    ['CONFIRMED', 0],
    ['CONFIRMED', 0],
    ['CONFIRMED', 0],
  ]);
  expect(now.map((e) => [e.summary, e.status, e.sequence])).toEqual([
    ['Web Development: semester 1 (Foundations)', 'CANCELLED', 1],
    ['Web Development: semester 2 (Core Skills)', 'CANCELLED', 1],
    ['Web Development: semester 2 fee due', 'CANCELLED', 1],
  ]);
  expect(after).toContain('DESCRIPTION:Cancelled: you withdrew from this semester.');
});
