// The receipt e-mail, sent once when a payment pays an order: who was paid, the receipt number, what was paid
// for, how, and where to see and print the receipt. Sent after the answer; a failure is logged, never retried blindly.
import { formatRupees, issuerLines, paidByText } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { readReceipt } from '../checkout/receipts';
import { sendAccountMail } from '../auth/notify';
import { paymentOptions } from './settings';

const day = new Intl.DateTimeFormat('en-PK', { dateStyle: 'long', timeZone: 'UTC' });

async function composeReceiptMail(deps: PlatformDeps, paymentId: string) {
  const found = await readReceipt(deps, { paymentId });
  if (!found) return null;
  const { receipt, accountId } = found;
  const { order, number } = receipt;
  const start = day.format(new Date(`${order.intake.startsOn}T00:00:00Z`));
  const text = [
    `Hello ${receipt.learner.fullName},`,
    '',
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
  ].join('\n');
  return { to: receipt.learner.email, subject: `Your receipt ${number}: ${order.programme.title}`, text, accountId };
}

export function sendReceiptMail(deps: PlatformDeps, paymentId: string): void {
  void composeReceiptMail(deps, paymentId).then(
    (mail) =>
      mail &&
      sendAccountMail(
        deps,
        { to: mail.to, subject: mail.subject, text: mail.text },
        { accountId: mail.accountId, payment: paymentId },
      ),
    (error: unknown) => deps.logger.error({ err: error, payment: paymentId }, 'receipt mail failed'),
  );
}
