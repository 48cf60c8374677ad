/** @jest-environment jsdom */
// The dashboard's withdrawal block: each semester's refund, from what was paid, and whether staff sent it.
import { render, screen, within } from '@testing-library/react';
import type { Enrolment, EnrolmentSemester, SemesterStanding } from '@/contract';
import { SemesterWithdrawal } from './semester-withdrawal';

// Pakistan time: 6 December 2026, and 8 December for the refund staff sent.
const ASKED = '2026-12-06T10:00:00.000Z';
const SENT = '2026-12-08T09:00:00.000Z';
const money = (amountPaisa: number) => ({ amountPaisa, currency: 'PKR' as const });
const standing = (extra: Partial<SemesterStanding>): SemesterStanding => ({
  status: 'withdrawn',
  fee: money(8_500_000),
  dueOn: null,
  payable: false,
  coveredAt: null,
  withdrawable: null,
  withdrawal: null,
  ...extra,
});
const semester = (number: number, extra: Partial<SemesterStanding>): EnrolmentSemester => ({
  number,
  name: `Semester ${number}`,
  term: null,
  courses: [],
  standing: standing(extra),
});
const enrolment = (semesters: EnrolmentSemester[]): Enrolment => ({
  id: '0b0cfa52-7f3e-4c55-8d6c-0b4e8f0c1a11',
  programme: { slug: 'web', title: 'Web Development', semesterCount: semesters.length },
  intake: { slug: 'autumn-2026', name: 'Autumn 2026', startsOn: '2026-09-07', endsOn: '2026-12-31' },
  orderId: '7d7e0b55-2a43-4d0e-9a7e-3a8e8e8b2c22',
  enrolledAt: '2026-08-01T10:00:00.000Z',
  status: 'upcoming',
  currentSemester: null,
  semesters,
});

test('withdrawn with two semesters paid: each refund from what was paid, one sent, one still to come', () => {
  render(
    <SemesterWithdrawal
      enrolment={enrolment([
        semester(1, {
          withdrawal: { refund: money(8_500_000), status: 'refunded', requestedAt: ASKED, settledAt: SENT },
        }),
        semester(2, {
          fee: money(9_000_000),
          withdrawal: { refund: money(9_000_000), status: 'requested', requestedAt: ASKED, settledAt: null },
        }),
        semester(3, {}),
      ])}
    />,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(
    'You withdrew from semester 1 on 6 December 2026. Owed back to you, from what you paid:',
  );
  expect(
    within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^Semester 1: Rs\s85,000, sent on 8 December 2026 to the method you paid with\.$/),
    expect.stringMatching(
      /^Semester 2: Rs\s90,000, not sent yet: our staff send it to the method you paid with, and we e-mail you when it is sent\.$/,
    ),
  ]);
  expect(screen.queryByRole('link')).toBeNull();
});

test('withdrawn from semester 2, semester 1 still refundable: its link stays beside the refund', () => {
  render(
    <SemesterWithdrawal
      enrolment={enrolment([
        semester(1, {
          status: 'paid',
          withdrawable: { refund: money(8_500_000), halfRefundUntil: '2026-09-20', later: [], total: money(8_500_000) },
        }),
        semester(2, {
          withdrawal: { refund: money(8_500_000), status: 'requested', requestedAt: ASKED, settledAt: null },
        }),
      ])}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    /^You withdrew from semester 2 on 6 December 2026\. Rs\s85,000 is owed back to you: our staff send it to the method you paid with, and we e-mail you when it is sent\.$/,
  );
  expect(screen.getByRole('link', { name: 'Withdraw from semester 1' })).toHaveAttribute(
    'href',
    '/user-dashboard/withdraw?programme=web&semester=1',
  );
});
