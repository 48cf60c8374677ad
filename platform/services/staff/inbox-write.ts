// What staff do in the inbox, each in one transaction with its audit row: set a form's status and assignee, add an
// internal note, reply. A reply is kept beside the sender's own message and mailed to them from the portal's address
// (MAIL_FROM) in their language, their reference in the subject; the mail goes after the commit, like every other.
import { and, eq, inArray } from 'drizzle-orm';
import type { InboxHandling, InboxNoteInput, InboxReplyInput } from '@/contract';
import type { PlatformDeps } from '../../deps';
import type { Database } from '../../db/client';
import { accounts, inboxMessages, scholarshipApplications, supportRequests } from '../../db/schema';
import { notFound, unprocessable } from '../../domain-errors';
import { sendAccountMail } from '../auth/notify';
import { replyMail } from '../forms/form-mail-text';
import { recordStep, type AuditActor, type AuditedRecord } from './audit-log';
import { kindOf, RECORD_TYPE } from './inbox-read';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const tableOf = (reference: string) => (kindOf(reference) === 'support' ? supportRequests : scholarshipApplications);

/** The form, locked until the transaction ends, so two staff members' changes apply one after the other. */
async function lockForm(tx: Transaction, reference: string) {
  const table = tableOf(reference);
  const [row] = await tx
    .select({ status: table.status, assigneeId: table.assigneeId, email: table.email, language: table.language })
    .from(table)
    .where(eq(table.reference, reference))
    .for('update');
  if (!row) throw notFound(`No support request or scholarship application has the reference ${reference}.`);
  return row;
}

/** A form in the staff audit log: its steps are `inbox.<step>` on the support request or application. */
const formRecord = (reference: string): AuditedRecord => ({
  area: 'inbox',
  type: RECORD_TYPE[kindOf(reference)],
  id: reference,
});

export async function setHandling(
  db: Database,
  actor: AuditActor,
  reference: string,
  input: InboxHandling,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const form = await lockForm(tx, reference);
    if (input.assigneeId) {
      const [staff] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, input.assigneeId), inArray(accounts.role, ['staff', 'admin'])));
      if (!staff)
        throw unprocessable('Invalid body field: assigneeId', {
          assigneeId: ['is not a staff member: choose one from the list'],
        });
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (form.status !== input.status) [before.status, after.status] = [form.status, input.status];
    if (form.assigneeId !== input.assigneeId)
      [before.assigneeId, after.assigneeId] = [form.assigneeId, input.assigneeId];
    // Sent twice, or as it already stands: nothing changes and nothing is recorded.
    if (Object.keys(after).length === 0) return;
    const table = tableOf(reference);
    await tx
      .update(table)
      .set({ status: input.status, assigneeId: input.assigneeId })
      .where(eq(table.reference, reference));
    await recordStep(tx, actor, formRecord(reference), 'handled', { before, after }, now);
  });
}

export async function addNote(
  db: Database,
  actor: AuditActor,
  reference: string,
  input: InboxNoteInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForm(tx, reference);
    const [note] = await tx
      .insert(inboxMessages)
      .values({ reference, kind: 'note', authorId: actor.id, author: actor.email, body: input.body, at: now })
      .returning({ id: inboxMessages.id });
    await recordStep(tx, actor, formRecord(reference), 'noted', { after: { note: String(note!.id) } }, now);
  });
}

export async function reply(
  deps: PlatformDeps,
  actor: AuditActor,
  reference: string,
  input: InboxReplyInput,
): Promise<void> {
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    const form = await lockForm(tx, reference);
    const text = replyMail(form.language, reference, input.body);
    const [message] = await tx
      .insert(inboxMessages)
      .values({
        reference,
        kind: 'reply',
        authorId: actor.id,
        author: actor.email,
        subject: text.subject,
        body: input.body,
        at: now,
      })
      .returning({ id: inboxMessages.id });
    const table = tableOf(reference);
    await tx.update(table).set({ status: input.status }).where(eq(table.reference, reference));
    const change = { before: { status: form.status }, after: { status: input.status, reply: String(message!.id) } };
    await recordStep(tx, actor, formRecord(reference), 'replied', change, now);
    return { to: form.email, subject: text.subject, text: text.body };
  });
  sendAccountMail(deps, mail, { reference });
}
