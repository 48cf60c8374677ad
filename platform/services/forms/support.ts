// Support requests: stored as sent, answered with a reference the learner quotes when following up, which an
// acknowledgement mails them too (in the language of the page they wrote from) with what happens next.
import type { FormReceipt, SupportRequestInput } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { supportRequests } from '../../db/schema';
import { unprocessable } from '../../domain-errors';
import { greetingLine, mailBody } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { supportAcknowledgementMail } from './form-mail-text';
import { isRealPhoneNumber } from './phone';
import { newReference } from './references';

export async function createSupportRequest(deps: PlatformDeps, input: SupportRequestInput): Promise<FormReceipt> {
  if (!isRealPhoneNumber(input.phone)) {
    throw unprocessable('Invalid body field: phone', { phone: ['is not a valid phone number'] });
  }
  const now = deps.now();
  const reference = newReference('SR');
  const email = input.email.trim();
  await deps.db.insert(supportRequests).values({ ...input, email, reference, receivedAt: now });
  const mail = supportAcknowledgementMail(input.language, reference);
  const text = mailBody(greetingLine(input.language, null), mail);
  sendAccountMail(deps, { to: email, subject: mail.subject, text }, { reference });
  return { reference, receivedAt: now.toISOString() };
}
