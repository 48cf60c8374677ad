// The learner corrects their name and phone (the e-mail address has its own, confirmed, change).
import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts } from '../../db/schema';
import { sessionEnded, type Learner } from '../auth/require-learner';
import { recordAccountEvent } from './audit';

export async function updateProfile(
  deps: PlatformDeps,
  learner: Learner,
  input: ProfileUpdate,
  address: string | undefined,
) {
  const now = deps.now();
  const before = learner.account;
  const changes = {
    fullName: input.full_name,
    phone: input.phone,
    ...(input.country ? { country: input.country } : {}),
  };
  const changed = Object.entries(changes)
    .filter(([field, value]) => before[field as keyof typeof changes] !== value)
    .map(([field]) => field);
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set({ ...changes, updatedAt: now })
      .where(eq(accounts.id, before.id))
      .returning();
    if (!account) throw sessionEnded();
    // The fields that changed, not their values: the export and support see the current ones.
    if (changed.length > 0)
      await recordAccountEvent(tx, {
        accountId: account.id,
        kind: 'profile-updated',
        detail: { fields: changed },
        address,
        at: now,
      });
    return account;
  });
}
