// The learner hears when staff do not confirm a bank transfer: why, and where to send it again or pay another
// way. (A confirmed transfer pays the order, which sends the receipt mail.) Sent after the answer; failures logged.
import { eq } from 'drizzle-orm';
import { formatRupees } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes } from '../../db/schema';
import { sendPaymentMail, type PaymentMail } from './payment-mail';
import { paymentOptions } from './settings';

async function composeTransferRejectedMail(deps: PlatformDeps, paymentId: string): Promise<PaymentMail | null> {
  const [row] = await deps.db
    .select({ account: accounts, payment: payments, order: orders, title: programmes.title })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const again = `${paymentOptions(deps).siteUrl}/checkout?order=${row.order.id}&step=method`;
  const body = [
    `We could not confirm your bank transfer of ${formatRupees({ amountPaisa: row.payment.amountPaisa, currency: 'PKR' })} for ${row.title} (order ${row.order.reference}, transaction id ${row.payment.transferId ?? 'not given'}).`,
    '',
    `Reason: ${row.payment.failureReason ?? 'not given'}`,
    '',
    `Your order is still open. Send the transfer details again, or pay another way: ${again}`,
  ];
  const { id: accountId, email: to, fullName } = row.account;
  return { accountId, to, fullName, subject: `We could not confirm your bank transfer: ${row.title}`, body };
}

export function sendTransferRejectedMail(deps: PlatformDeps, paymentId: string): void {
  sendPaymentMail(deps, paymentId, 'transfer rejection', composeTransferRejectedMail);
}
