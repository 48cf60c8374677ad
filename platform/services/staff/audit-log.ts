// Writing the staff audit log: one row per staff or admin action, in the same transaction as the change it records
// when there is one, so a change is never without its row. The only write there is: the table refuses the others.
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema';

/** Who acted: a staff account (with the address it called from) or the operator's command line. */
export interface AuditActor {
  id: string | null;
  email: string;
  address?: string | undefined;
}

export const COMMAND_LINE: AuditActor = { id: null, email: 'command line' };

export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string;
  /** Only the fields that changed; never a password, a token, a code or a photo. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The record a step is taken on: the step is logged as `<area>.<step>` on it. */
export interface AuditedRecord {
  area: string;
  type: string;
  id: string;
}

/** One step on a record, with what changed: the audit row of `<area>.<step>`. */
export const recordStep = (
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  record: AuditedRecord,
  step: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
  at: Date,
) =>
  recordStaffAction(
    db,
    actor,
    { action: `${record.area}.${step}`, recordType: record.type, recordId: record.id, ...change },
    at,
  );

export async function recordStaffAction(
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    at,
    actorId: actor.id,
    actor: actor.email,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address ?? null,
  });
}
