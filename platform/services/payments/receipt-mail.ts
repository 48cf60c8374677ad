// The receipt e-mail, sent once when a payment pays an order: who was paid, the receipt number, what was paid
// for, how, and where to see and print the receipt. Sent after the answer; a failure is logged, never retried blindly.
import { formatRupees, issuerLines, paidByText } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { readReceipt } from '../checkout/receipts';
import { sendPaymentMail, type PaymentMail } from './payment-mail';
import { paymentOptions } from './settings';

const day = new Intl.DateTimeFormat('en-PK', { dateStyle: 'long', timeZone: 'UTC' });

async function composeReceiptMail(deps: PlatformDeps, paymentId: string): Promise<PaymentMail | null> {
  const found = await readReceipt(deps, { paymentId });
  if (!found) return null;
  const { receipt, accountId } = found;
  const { order, number } = receipt;
  const start = day.format(new Date(`${order.intake.startsOn}T00:00:00Z`));
  const body = [
    order.semester > 1
      ? `Thank you: we have received your payment of ${formatRupees(order.total)} for semester ${order.semester} of ${order.programme.title}.`
      : `Thank you: we have received your payment of ${formatRupees(order.total)} and you are enrolled in ${order.programme.title}.`,
    '',
    `Receipt number: ${number}`,
    `Order: ${order.reference}`,
    ...order.lines.map((line) => `${line.description}: ${formatRupees(line.amount)}`),
    `Intake: ${order.intake.name}, starting ${start}`,
    `Paid by: ${paidByText(receipt)}`,
    ...(receipt.issuer ? ['', 'Paid to:', ...issuerLines(receipt.issuer)] : []),
    '',
    `See and print your receipt: ${paymentOptions(deps).siteUrl}/user-dashboard/receipts/${number}`,
  ];
  const subject = `Your receipt ${number}: ${order.programme.title}`;
  return { accountId, to: receipt.learner.email, fullName: receipt.learner.fullName, subject, body };
}

export function sendReceiptMail(deps: PlatformDeps, paymentId: string): void {
  sendPaymentMail(deps, paymentId, 'receipt', composeReceiptMail);
}
