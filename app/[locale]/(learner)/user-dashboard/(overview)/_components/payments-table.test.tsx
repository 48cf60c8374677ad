/** @jest-environment jsdom */
// The dashboard's payments: an attempt whose order expired says so, and money going back says why.
import { render, screen } from '@testing-library/react';
import type { Order, Payment } from '@/contract';
import { PaymentsTable } from './payments-table';

const payment: Payment = {
  id: '5b0f6a55-2a0f-4c37-9a43-8f0c1d2e3f40',
  method: 'card',
  status: 'pending',
  amount: { amountPaisa: 8_500_000, currency: 'PKR' },
  startedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  receiptNumber: null,
  refundDue: false,
  flag: null,
  failureReason: null,
  transferId: null,
  hasTransferReceipt: false,
};

const order = (status: Order['status'], paid: Partial<Payment> = {}): Order => ({
  id: '0c9f3e52-7d1a-4b8e-9f00-1a2b3c4d5e6f',
  reference: 'LP-ABCDEFGHJK',
  programme: { slug: 'full-stack-web-development', title: 'Full-Stack Web Development' },
  semester: 1,
  intake: { slug: 'spring-2027', name: 'Spring 2027', startsOn: '2027-02-01', endsOn: '2027-06-30' },
  status,
  total: { amountPaisa: 8_500_000, currency: 'PKR' },
  lines: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-21T10:00:00.000Z',
  paidAt: null,
  payments: [{ ...payment, ...paid }],
});

const statusCell = () => screen.getAllByRole('cell')[4];

test('an unfinished payment of an open order is not finished', () => {
  render(<PaymentsTable orders={[order('pending_payment')]} />);
  expect(statusCell()).toHaveTextContent('Not finished');
});

test('an unfinished payment of an expired order says the order expired', () => {
  render(<PaymentsTable orders={[order('expired')]} />);
  expect(statusCell()).toHaveTextContent('Order expired');
});

test('money that arrived after the order expired is being refunded, and says why', () => {
  render(<PaymentsTable orders={[order('expired', { status: 'succeeded', refundDue: true, flag: 'order_closed' })]} />);
  expect(statusCell()).toHaveTextContent('Paid after the order expired: being refunded');
});

test('a second payment of a paid order is being refunded as paid twice', () => {
  render(<PaymentsTable orders={[order('paid', { status: 'succeeded', refundDue: true, flag: 'duplicate' })]} />);
  expect(statusCell()).toHaveTextContent('Paid twice: being refunded');
});

test('each cell carries its column name for the stacked phone layout, hidden from screen readers', () => {
  render(<PaymentsTable orders={[order('paid', { status: 'succeeded', refundDue: true, flag: 'duplicate' })]} />);
  const status = screen.getByRole('cell', { name: 'Paid twice: being refunded' });
  expect(status.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Status$/);
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
});
