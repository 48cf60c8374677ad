// The learner hears when staff do not confirm a bank transfer: why, and where to send it again or pay another
// way, in their language. (A confirmed transfer pays the order, which sends the receipt mail.) Sent after the answer;
// failures logged.
import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes } from '../../db/schema';
import { sendPaymentMail, type PaymentMail } from './payment-mail';
import { transferRejectedMailText } from './payment-mail-text';
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
  const { id: accountId, email: to, fullName, language } = row.account;
  // The checkout is English only for now: its link has no language.
  const { subject, body } = transferRejectedMailText(language, {
    amount: { amountPaisa: row.payment.amountPaisa, currency: 'PKR' },
    programme: row.title,
    reference: row.order.reference,
    transferId: row.payment.transferId,
    reason: row.payment.failureReason,
    againUrl: `${paymentOptions(deps).siteUrl}/checkout?order=${row.order.id}&step=method`,
  });
  return { accountId, to, fullName, language, subject, body };
}

export function sendTransferRejectedMail(deps: PlatformDeps, paymentId: string): void {
  sendPaymentMail(deps, paymentId, 'transfer rejection', composeTransferRejectedMail);
}
