// The receipt e-mail, sent once when a payment pays an order: who was paid, the receipt number, what was paid
// for, how, and where to see and print the receipt, in the learner's language (./payment-mail-text.ts). Sent after
// the answer; a failure is logged, never retried blindly.
import type { PlatformDeps } from '../../deps';
import { portalPathIn } from '../auth/account-mail-text';
import { readReceipt } from '../checkout/receipts';
import { sendPaymentMail, type PaymentMail } from './payment-mail';
import { receiptMailText } from './payment-mail-text';
import { paymentOptions } from './settings';

async function composeReceiptMail(deps: PlatformDeps, paymentId: string): Promise<PaymentMail | null> {
  const found = await readReceipt(deps, { paymentId });
  if (!found) return null;
  const { receipt, accountId, language } = found;
  const page = `${paymentOptions(deps).siteUrl}${portalPathIn(language, `/user-dashboard/receipts/${receipt.number}`)}`;
  const { subject, body } = receiptMailText(language, receipt, page);
  return { accountId, to: receipt.learner.email, fullName: receipt.learner.fullName, language, subject, body };
}

export function sendReceiptMail(deps: PlatformDeps, paymentId: string): void {
  sendPaymentMail(deps, paymentId, 'receipt', composeReceiptMail);
}
