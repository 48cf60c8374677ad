// Support requests: stored as sent, answered with a reference the learner quotes when following up.
import type { FormReceipt, SupportRequestInput } from '@/contract';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { isRealPhoneNumber } from './phone';
import { newReference } from './references';

export async function createSupportRequest(db: Database, input: SupportRequestInput, now: Date): Promise<FormReceipt> {
  if (!isRealPhoneNumber(input.phone)) {
    throw unprocessable('Invalid body field: phone', { phone: ['is not a valid phone number'] });
  }
  const reference = newReference('SR');
  await db.insert(supportRequests).values({ ...input, email: input.email.trim(), reference, receivedAt: now });
  return { reference, receivedAt: now.toISOString() };
}
