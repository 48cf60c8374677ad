// What every mail about one payment (the receipt, a transfer not confirmed) does alike: it is composed from the
// database after the answer was sent, greets the learner by name, goes out as account mail, and a failure to compose
// it is logged with the payment, never retried blindly.
import type { Language } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { greetingLine } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';

export interface PaymentMail {
  accountId: string;
  to: string;
  fullName: string;
  /** The account's language: the whole mail is in it. */
  language: Language;
  subject: string;
  /** The lines under the greeting. */
  body: string[];
}

/** `what` names the mail in the log line if composing it fails ("receipt" → "receipt mail failed"). */
export function sendPaymentMail(
  deps: PlatformDeps,
  paymentId: string,
  what: string,
  compose: (deps: PlatformDeps, paymentId: string) => Promise<PaymentMail | null>,
): void {
  void compose(deps, paymentId).then(
    (mail) =>
      mail &&
      sendAccountMail(
        deps,
        {
          to: mail.to,
          subject: mail.subject,
          text: [greetingLine(mail.language, mail.fullName), '', ...mail.body].join('\n'),
        },
        { accountId: mail.accountId, payment: paymentId },
      ),
    (error: unknown) => deps.logger.error({ err: error, payment: paymentId }, `${what} mail failed`),
  );
}
