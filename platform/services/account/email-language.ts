// The learner chooses the language of the platform's e-mails to them (codes, receipts, decisions, reminders). The
// account starts with the language of the page it was made on; the pages' own language is their address's.
import { eq } from 'drizzle-orm';
import type { EmailLanguageUpdate } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts } from '../../db/schema';
import { sessionEnded, type Learner } from '../auth/require-learner';
import { recordAccountEvent } from './audit';

export async function updateEmailLanguage(
  deps: PlatformDeps,
  learner: Learner,
  input: EmailLanguageUpdate,
  address: string | undefined,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set({ language: input.language, updatedAt: now })
      .where(eq(accounts.id, learner.account.id))
      .returning();
    if (!account) throw sessionEnded();
    if (learner.account.language !== input.language)
      await recordAccountEvent(tx, {
        accountId: account.id,
        kind: 'profile-updated',
        detail: { fields: ['language'] },
        address,
        at: now,
      });
    return account;
  });
}
