/** @jest-environment jsdom */
// An enrolled programme's card after a withdrawal says what the learner holds now: what is withdrawn, what is owed back
// and when, and only the semesters still on (no course list, no fee and no "starts" line for what was given up).
import { render, screen } from '@testing-library/react';
import type { Enrolment, EnrolmentSemester, SemesterStanding } from '@/contract';
import { ProgrammeCard } from './programme-card';
import { nextActionOf } from './next-action';

const money = (amountPaisa: number) => ({ amountPaisa, currency: 'PKR' as const });
const ASKED = '2026-12-06T10:00:00.000Z';
const standing = (status: SemesterStanding['status'], extra: Partial<SemesterStanding> = {}): SemesterStanding => ({
  status,
  fee: money(8_500_000),
  dueOn: null,
  payable: false,
  coveredAt: null,
  withdrawable: null,
  withdrawal: null,
  ...extra,
});
const owed = (status: SemesterStanding['status']) =>
  standing(status, {
    withdrawal: { refund: money(8_500_000), status: 'requested', requestedAt: ASKED, settledAt: null },
  });
const semester = (number: number, s: SemesterStanding, starts: string): EnrolmentSemester => ({
  number,
  name: `Term ${number}`,
  term: { slug: `t${number}`, name: `Term ${number}`, startsOn: starts, endsOn: starts, status: 'upcoming' },
  courses: [
    {
      slug: `c${number}`,
      code: `WEB${number}01`,
      title: `Course of semester ${number}`,
      credits: 3,
      instructor: { slug: 'amina', name: 'Amina Rauf' },
    } as EnrolmentSemester['courses'][number],
  ],
  standing: s,
});
const enrolment = (semesters: EnrolmentSemester[]): Enrolment => ({
  id: '0b0cfa52-7f3e-4c55-8d6c-0b4e8f0c1a11',
  programme: { slug: 'web', title: 'Web Development', semesterCount: semesters.length },
  intake: { slug: 'spring-2027', name: 'Spring 2027', startsOn: '2027-01-11', endsOn: '2027-12-31' },
  orderId: '7d7e0b55-2a43-4d0e-9a7e-3a8e8e8b2c22',
  enrolledAt: '2026-12-01T10:00:00.000Z',
  status: 'upcoming',
  currentSemester: null,
  semesters,
});

test('withdrawn from semester 1: withdrawn, owed back and since when; no start, courses or fees', () => {
  const withdrawn = enrolment([
    semester(1, owed('withdrawn'), '2027-01-11'),
    semester(2, owed('withdrawn'), '2027-05-10'),
    semester(3, standing('withdrawn'), '2027-09-06'),
  ]);
  render(<ProgrammeCard enrolment={withdrawn} openOrders={[]} />);
  const card = screen.getByRole('article', { name: 'Web Development' });
  expect(card).toHaveTextContent('Withdrawn from the whole programme: none of its semesters is on for you.');
  expect(card).not.toHaveTextContent(/Starts|first semester|Course of semester|nothing more to pay|Semester fees/);
  expect(screen.getByRole('status')).toHaveTextContent(
    'You withdrew from semester 1 on 6 December 2026. Owed back to you, from what you paid:',
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Semester 1: Rs\s85,000, not sent yet: /),
    expect.stringMatching(/^Semester 2: Rs\s85,000, not sent yet: /),
  ]);
  // Nothing waits for the identity check any more: no "your courses open as soon as …".
  expect(nextActionOf([], [withdrawn], 'pending')).toBeNull();
});

test('withdrawn from semester 2: semester 1 stays on with its courses; semester 2 is owed back, not due', () => {
  const partly = enrolment([
    semester(1, standing('paid'), '2027-01-11'),
    semester(2, owed('withdrawn'), '2027-05-10'),
    semester(3, standing('withdrawn'), '2027-09-06'),
  ]);
  render(<ProgrammeCard enrolment={partly} openOrders={[]} />);
  const card = screen.getByRole('article', { name: 'Web Development' });
  expect(card).toHaveTextContent('Withdrawn from semester 2 on: semester 1 stays yours, with its courses.');
  expect(screen.getByRole('heading', { level: 4, name: /^Your first semester: semester 1/ })).toBeVisible();
  expect(card).toHaveTextContent('Course of semester 1');
  expect(card).not.toHaveTextContent(/Course of semester 2|Next: semester 2|Semester fees/);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^You withdrew from semester 2 on 6 December 2026\. Rs\s85,000 is owed back to you: /,
  );
  expect(nextActionOf([], [partly], 'pending')?.text).toMatch(/^We are checking your identity documents/);
});
