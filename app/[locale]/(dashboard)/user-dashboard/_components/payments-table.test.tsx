/** @jest-environment jsdom */
// The dashboard's payments: an attempt whose order expired says so, and money going back says why; in either language.
import { render, screen } from '@testing-library/react';
import { KYC_REJECTION_REASONS, PAYMENT_METHOD_LABEL, type Order, type Payment } from '@/contract';
import en from '@/messages/en.json';
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
  refund: null,
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

test('money sent back for a payment says how much, when, how and the reference', () => {
  const refund = {
    amount: { amountPaisa: 8_500_000, currency: 'PKR' as const },
    method: 'jazzcash' as const,
    reference: 'JC-REF-991',
    recordedAt: '2026-11-25T10:00:00.000Z',
  };
  render(
    <PaymentsTable orders={[order('paid', { status: 'succeeded', refundDue: true, flag: 'duplicate', refund })]} />,
  );
  expect(statusCell()).toHaveTextContent(
    /Rs 85,000 refunded on 25 November 2026 by JazzCash wallet, reference JC-REF-991$/,
  );
});

test('each cell carries its column name for the stacked phone layout, hidden from screen readers', () => {
  render(<PaymentsTable orders={[order('paid', { status: 'succeeded', refundDue: true, flag: 'duplicate' })]} />);
  const status = screen.getByRole('cell', { name: 'Paid twice: being refunded' });
  expect(status.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Status$/);
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
});

test('on an Urdu page: Urdu columns and status, the amount in rupees, the order reference left to right', () => {
  render(<PaymentsTable orders={[order('paid', { status: 'succeeded', receiptNumber: 'R-000042' })]} locale="ur" />);
  expect(screen.getByRole('columnheader', { name: 'صورتِ حال' })).toBeInTheDocument();
  expect(statusCell()).toHaveTextContent('ادا ہو گئی');
  expect(screen.getAllByRole('cell')[3]).toHaveTextContent(/\u206685,000\u2069 روپے$/);
  expect(screen.getAllByRole('cell')[2]).toHaveTextContent('ڈیبٹ یا کریڈٹ کارڈ');
  expect(screen.getByText('LP-ABCDEFGHJK').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('link', { name: 'R-000042' })).toHaveAttribute('dir', 'ltr');
});

test('the English words for methods and refusal reasons are the contract’s own labels', () => {
  expect(en.dashboard.paymentMethod).toEqual(PAYMENT_METHOD_LABEL);
  expect(en.dashboard.rejectionReason).toEqual(KYC_REJECTION_REASONS);
});

test('a bank transfer still with staff when a withdrawal cancelled its order says the money comes back, not "awaiting"', () => {
  render(
    <PaymentsTable
      orders={[order('cancelled', { method: 'bank_transfer', status: 'awaiting_confirmation', transferId: 'FT1' })]}
    />,
  );
  expect(statusCell()).toHaveTextContent(
    'Order cancelled: if our staff confirm this transfer, the money comes back to you',
  );
});
