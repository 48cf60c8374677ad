// The receipt e-mail, sent once when a payment pays an order: the receipt number, what was paid for,
// and where to see and print the receipt. Sent after the answer; a failure is logged, never retried blindly.
import { eq } from 'drizzle-orm';
import { formatRupees } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, receipts } from '../../db/schema';
import { sendAccountMail } from '../auth/notify';
import { readOrder, receiptNumber } from '../checkout/order-view';
import { paymentOptions } from './settings';

const day = new Intl.DateTimeFormat('en-PK', { dateStyle: 'long', timeZone: 'UTC' });

export async function composeReceiptMail(deps: PlatformDeps, paymentId: string) {
  const [row] = await deps.db
    .select({ account: accounts, receiptId: receipts.id, orderId: payments.orderId, method: payments.method })
    .from(payments)
    .innerJoin(receipts, eq(receipts.paymentId, payments.id))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(eq(payments.id, paymentId));
  const order = row ? await readOrder(deps.db, row.orderId) : undefined;
  if (!row || !order) return null;
  const number = receiptNumber(row.receiptId);
  const start = day.format(new Date(`${order.intake.startsOn}T00:00:00Z`));
  const text = [
    `Hello ${row.account.fullName},`,
    '',
    `Thank you: we have received your payment of ${formatRupees(order.total)} and you are enrolled in ${order.programme.title}.`,
    '',
    `Receipt number: ${number}`,
    `Order: ${order.reference}`,
    ...order.lines.map((line) => `${line.description}: ${formatRupees(line.amount)}`),
    `Intake: ${order.intake.name}, starting ${start}`,
    '',
    `See and print your receipt: ${paymentOptions(deps).siteUrl}/user-dashboard/receipts/${number}`,
  ].join('\n');
  return { to: row.account.email, subject: `Your receipt ${number}: ${order.programme.title}`, text, accountId: row.account.id };
}

export function sendReceiptMail(deps: PlatformDeps, paymentId: string): void {
  void composeReceiptMail(deps, paymentId).then(
    (mail) => mail && sendAccountMail(deps, { to: mail.to, subject: mail.subject, text: mail.text }, { accountId: mail.accountId, payment: paymentId }),
    (error: unknown) => deps.logger.error({ err: error, payment: paymentId }, 'receipt mail failed'),
  );
}
