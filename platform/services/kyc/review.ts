// Staff review: the queue (oldest first), one submission with everything needed to decide, its photos decrypted,
// and the decision, recorded on the submission (who, when, what, why) and mailed to the learner.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { KycDecisionRequest, KycQueueItem, KycRejectionReason, KycReview, KycStatusValue } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, kycPhotos, kycSubmissions } from '../../db/schema';
import { conflict, notFound } from '../../domain-errors';
import type { StoredBlob } from '../storage/blob-store';
import { storageOf } from '../storage/storage-of';
import { academicDate } from '../catalogue/calendar';
import { ageOn } from '../forms/scholarship';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import { sendKycDecisionMail } from './decision-mail';

type Row = { submission: typeof kycSubmissions.$inferSelect; learner: typeof accounts.$inferSelect };

const toQueueItem = ({ submission, learner }: Row): KycQueueItem => ({
  id: submission.id,
  status: submission.status,
  learner_name: learner.fullName,
  learner_email: learner.email,
  document_type: submission.documentType,
  submitted_at: submission.submittedAt.toISOString(),
});

export async function reviewQueue(
  deps: PlatformDeps,
  status: Exclude<KycStatusValue, 'not_submitted'>,
  page: { limit: number; offset: number },
): Promise<{ items: KycQueueItem[]; total: number }> {
  const where = eq(kycSubmissions.status, status);
  // Pending: oldest first (first come, first served); decided: most recent decision first.
  const order =
    status === 'pending'
      ? [asc(kycSubmissions.submittedAt), asc(kycSubmissions.id)]
      : [desc(kycSubmissions.decidedAt), asc(kycSubmissions.id)];
  const rows = await deps.db
    .select({ submission: kycSubmissions, learner: accounts })
    .from(kycSubmissions)
    .innerJoin(accounts, eq(kycSubmissions.accountId, accounts.id))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ value: count() }).from(kycSubmissions).where(where);
  return { items: rows.map(toQueueItem), total: total?.value ?? 0 };
}

async function findSubmission(deps: PlatformDeps, id: string): Promise<Row> {
  const [row] = await deps.db
    .select({ submission: kycSubmissions, learner: accounts })
    .from(kycSubmissions)
    .innerJoin(accounts, eq(kycSubmissions.accountId, accounts.id))
    .where(eq(kycSubmissions.id, id));
  if (!row) throw notFound(`No identity verification ${id}.`);
  return row;
}

/** One submission as `reviewerId` sees it (own_case: theirs to read, not to decide). */
export async function reviewSubmission(deps: PlatformDeps, id: string, reviewerId: string): Promise<KycReview> {
  const row = await findSubmission(deps, id);
  const { submission } = row;
  const photos = await deps.db.select({ kind: kycPhotos.kind }).from(kycPhotos).where(eq(kycPhotos.submissionId, id));
  const history = await deps.db
    .select({ id: kycSubmissions.id, status: kycSubmissions.status, submittedAt: kycSubmissions.submittedAt })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.accountId, submission.accountId), ne(kycSubmissions.id, id)))
    .orderBy(desc(kycSubmissions.submittedAt));
  return {
    ...toQueueItem(row),
    learner_id: submission.accountId,
    own_case: submission.accountId === reviewerId,
    document_number: submission.documentNumber,
    guardian_document_number: submission.guardianDocumentNumber,
    legal_name: submission.legalName,
    date_of_birth: submission.dateOfBirth,
    age: ageOn(submission.dateOfBirth, academicDate(deps.now())),
    photos: photos.map((p) => p.kind),
    photos_deleted_at: submission.photosDeletedAt?.toISOString() ?? null,
    decided_at: submission.decidedAt?.toISOString() ?? null,
    decided_by: submission.decidedByEmail,
    rejection_reason: (submission.rejectionReason as KycRejectionReason | null) ?? null,
    note: submission.note,
    history: history.map((h) => ({ id: h.id, status: h.status, submitted_at: h.submittedAt.toISOString() })),
  };
}

export async function submissionPhoto(
  deps: PlatformDeps,
  id: string,
  kind: (typeof kycPhotos.$inferSelect)['kind'],
): Promise<StoredBlob> {
  const [photo] = await deps.db
    .select({ blobKey: kycPhotos.blobKey })
    .from(kycPhotos)
    .where(and(eq(kycPhotos.submissionId, id), eq(kycPhotos.kind, kind)));
  const blob = photo && (await storageOf(deps).get(photo.blobKey));
  if (!blob)
    throw notFound(
      `No ${kind} photo for identity verification ${id} (never sent, or deleted after the retention period).`,
    );
  return blob;
}

export async function decide(
  deps: PlatformDeps,
  staff: Staff,
  id: string,
  input: KycDecisionRequest,
): Promise<KycReview> {
  const now = deps.now();
  const { learner } = await findSubmission(deps, id);
  refuseOwnCase(staff, learner.id, 'This identity verification');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = status === 'rejected' ? (input.rejection_reason ?? null) : null;
  const note = input.note || null;
  // Only a pending submission can be decided, once: the condition is part of the update, so two reviewers cannot both decide.
  await deps.db.transaction(async (tx) => {
    const decided = await tx
      .update(kycSubmissions)
      .set({
        status,
        decidedAt: now,
        decidedBy: staff.account.id,
        decidedByEmail: staff.account.email,
        rejectionReason: reason,
        note,
      })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning({ id: kycSubmissions.id });
    if (decided.length === 0) throw conflict('This identity verification was already decided.');
    await recordStaffAction(
      tx,
      staff.actor,
      {
        action: 'kyc.decided',
        recordType: 'kyc-submission',
        recordId: id,
        before: { status: 'pending' },
        after: { status, rejectionReason: reason, note },
      },
      now,
    );
  });
  deps.logger.info({ submissionId: id, staffId: staff.account.id, status, reason }, 'identity verification decided');
  sendKycDecisionMail(deps, learner, { status, reason, note });
  return reviewSubmission(deps, id, staff.account.id);
}
