/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { LearnerProgress, stagesOf } from './learner-progress';

const term = (status: 'past' | 'current' | 'upcoming', year: number) => ({
  slug: `spring-${year}`,
  name: `Spring ${year}`,
  startsOn: `${year}-01-12`,
  endsOn: `${year}-05-03`,
  status,
});
const semester = (number: number, status: 'past' | 'current' | 'upcoming' | null): EnrolmentSemester => ({
  number,
  name: ['Foundations', 'Core Skills', 'Specialisation', 'Capstone'][number - 1] ?? `Semester ${number}`,
  term: status ? term(status, 2026 + number) : null,
  courses: [],
  standing: {
    status: number === 1 ? 'paid' : 'unscheduled',
    fee: { amountPaisa: 8_500_000, currency: 'PKR' },
    dueOn: null,
    payable: false,
    coveredAt: null,
    withdrawable: null,
    withdrawal: null,
  },
});

test('done, this semester, next and later, from each semester’s term', () => {
  expect([
    ...stagesOf([semester(1, 'past'), semester(2, 'current'), semester(3, 'upcoming'), semester(4, null)]).values(),
  ]).toEqual(['done', 'now', 'next', 'later']);
  // Before the intake starts, the first semester is next.
  expect([...stagesOf([semester(2, 'upcoming'), semester(1, 'upcoming')])]).toEqual([
    [1, 'next'],
    [2, 'later'],
  ]);
});

/** Four semesters: one done, one now, one next, one with no dates yet. */
const enrolment = {
  id: 'e1',
  programme: { slug: 'cyber-security', title: 'Cyber Security', semesterCount: 4 },
  intake: { slug: 'spring-2027', name: 'Spring 2027', startsOn: '2027-01-11', endsOn: '2027-05-02' },
  semesters: [semester(1, 'past'), semester(2, 'current'), semester(3, 'upcoming'), semester(4, null)],
} as unknown as Enrolment;

test('the learner sees each programme with what is done, this semester and next', () => {
  render(<LearnerProgress firstName="Ayesha" enrolments={[enrolment]} />);
  const section = screen.getByRole('region', { name: 'Your progress, Ayesha' });
  const programme = within(section).getByRole('article', { name: 'Cyber Security' });
  expect(programme).toHaveTextContent('1 of 4 semesters done.');
  expect(
    within(programme)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^Semester 1, Foundations \(.+\)Done$/),
    expect.stringMatching(/^Semester 2, Core Skills \(.+\)This semester$/),
    expect.stringMatching(/^Semester 3, Specialisation \(.+\)Next$/),
    'Semester 4, Capstone, dates to be announced' + 'Later',
  ]);
});

test('a learner not enrolled yet is pointed to the programmes', () => {
  render(<LearnerProgress firstName="Bilal" enrolments={[]} />);
  expect(screen.getByRole('link', { name: 'Choose a programme' })).toHaveAttribute('href', '/#programmes');
});

test('in Urdu: the words are Urdu, the platform’s names stay English and isolated, the links stay in Urdu', () => {
  render(<LearnerProgress firstName="Ayesha" enrolments={[enrolment]} locale="ur" />);
  const section = screen.getByRole('region', { name: 'آپ کی پیش رفت، \u2066Ayesha\u2069' });
  const programme = within(section).getByRole('article', { name: 'Cyber Security' });
  expect(within(programme).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
  expect(programme).toHaveTextContent('4 میں سے 1 سمسٹر مکمل۔ داخلہ: \u2066Spring 2027\u2069 (');
  expect(
    within(programme)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^سمسٹر 1، \u2066Foundations\u2069 \(.+جنوری.+\)مکمل$/),
    expect.stringMatching(/^سمسٹر 2، \u2066Core Skills\u2069 \(.+\)یہ سمسٹر$/),
    expect.stringMatching(/^سمسٹر 3، \u2066Specialisation\u2069 \(.+\)اگلا$/),
    'سمسٹر 4، \u2066Capstone\u2069، تاریخوں کا اعلان بعد میں ہوگا' + 'بعد میں',
  ]);
  expect(within(section).getByRole('link', { name: 'اپنے ڈیش بورڈ پر جائیں' })).toHaveAttribute(
    'href',
    '/ur/user-dashboard',
  );
});
