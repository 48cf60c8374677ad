// The account's audit trail: every change a learner makes to their own account, for support and audit.
import type { Database } from '../../db/client';
import { accountEvents } from '../../db/schema';

type AccountEventKind = (typeof accountEvents.$inferInsert)['kind'];

/** Records who (the account), when and what; `detail` names fields and addresses, never a password, code or token. */
export async function recordAccountEvent(
  db: Pick<Database, 'insert'>,
  event: {
    accountId: string;
    kind: AccountEventKind;
    detail?: Record<string, unknown>;
    address?: string | undefined;
    at: Date;
  },
): Promise<void> {
  await db.insert(accountEvents).values({
    accountId: event.accountId,
    kind: event.kind,
    detail: event.detail ?? {},
    address: event.address ?? null,
    createdAt: event.at,
  });
}
