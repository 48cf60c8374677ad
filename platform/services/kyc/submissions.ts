// A learner's submissions: submit (details checked, the uploaded photos attached, at most one pending) and the
// status of the latest. The first submission marks the account (has_submitted_kyc) for good.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  KYC_DOCUMENTS,
  formatCnic,
  type KycStatus,
  type KycSubmissionRequest,
  type KycSubmissionSummary,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, kycPhotos, kycSubmissions } from '../../db/schema';
import { conflict, unprocessable } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { openIntakes } from '../checkout/intakes';
import { assertDailyLimit } from './daily-limit';
import { checkDocumentDetails } from './document-rules';
import { kycSettings } from './settings';

type SubmissionRow = typeof kycSubmissions.$inferSelect;

const alreadyPending = () =>
  conflict('Your identity verification is already being reviewed. You can submit again if it is rejected.');
const alreadyApproved = () => conflict('Your identity is already verified.');

/** Every character but the last four hidden: enough for the learner to recognise it, useless to anyone else. */
function numberHint(row: Pick<SubmissionRow, 'documentType' | 'documentNumber'>): string {
  const shown = row.documentType === 'passport' ? row.documentNumber : formatCnic(row.documentNumber);
  let visible = 4;
  return [...shown]
    .reverse()
    .map((c) => (/[A-Z0-9]/i.test(c) && visible-- <= 0 ? '•' : c))
    .reverse()
    .join('');
}

const toSummary = (row: SubmissionRow): KycSubmissionSummary => ({
  id: row.id,
  status: row.status,
  document_type: row.documentType,
  document_number_hint: numberHint(row),
  legal_name: row.legalName,
  submitted_at: row.submittedAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  rejection_reason: (row.rejectionReason as KycSubmissionSummary['rejection_reason']) ?? null,
  note: row.note,
});

async function latestSubmission(deps: PlatformDeps, accountId: string): Promise<SubmissionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.accountId, accountId))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  return row;
}

export async function kycStatusOf(deps: PlatformDeps, accountId: string): Promise<KycStatus> {
  return kycStatusFrom(await latestSubmission(deps, accountId));
}

/** The status the learner's latest submission gives (the dashboard reads it in its own statement). */
export function kycStatusFrom(latest: SubmissionRow | undefined): KycStatus {
  if (!latest) return { status: 'not_submitted', has_submitted: false, can_submit: true, submission: null };
  return {
    status: latest.status,
    has_submitted: true,
    can_submit: latest.status === 'rejected',
    submission: toSummary(latest),
  };
}

/** The photos the document type needs, each the learner's own, of the right kind and not used before. */
async function claimablePhotos(deps: PlatformDeps, accountId: string, input: KycSubmissionRequest): Promise<string[]> {
  const wanted = KYC_DOCUMENTS[input.document_type].photos.map((kind) => ({ kind, id: input[kind] ?? '' }));
  const rows = await deps.db
    .select({ id: kycPhotos.id, kind: kycPhotos.kind })
    .from(kycPhotos)
    .where(
      and(
        eq(kycPhotos.accountId, accountId),
        isNull(kycPhotos.submissionId),
        inArray(
          kycPhotos.id,
          wanted.map((w) => w.id),
        ),
      ),
    );
  const errors: Record<string, string[]> = {};
  for (const { kind, id } of wanted) {
    if (!rows.some((row) => row.id === id && row.kind === kind))
      errors[kind] = ['This photo is no longer available. Add it again.'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(`Add ${Object.keys(errors).join(', ')} again.`, errors);
  return wanted.map((w) => w.id);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
};

export async function submitKyc(
  deps: PlatformDeps,
  learner: Learner,
  input: KycSubmissionRequest,
): Promise<KycSubmissionSummary> {
  const now = deps.now();
  const accountId = learner.account.id;
  const [nextIntake] = await openIntakes(deps.db, now);
  const details = checkDocumentDetails(input, now, nextIntake?.startsOn ?? null);
  const latest = await latestSubmission(deps, accountId);
  if (latest?.status === 'pending') throw alreadyPending();
  if (latest?.status === 'approved') throw alreadyApproved();
  await assertDailyLimit(
    deps,
    kycSubmissions,
    { owner: kycSubmissions.accountId, createdAt: kycSubmissions.submittedAt },
    accountId,
    kycSettings(deps).submissionsPerDay,
  );
  const photoIds = await claimablePhotos(deps, accountId, input);

  let row: SubmissionRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(kycSubmissions)
        .values({
          accountId,
          documentType: input.document_type,
          documentNumber: details.documentNumber,
          guardianDocumentNumber: details.guardianDocumentNumber,
          legalName: input.legal_name,
          dateOfBirth: input.date_of_birth,
          submittedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('submission insert returned nothing');
      const claimed = await tx
        .update(kycPhotos)
        .set({ submissionId: inserted.id })
        .where(and(inArray(kycPhotos.id, photoIds), isNull(kycPhotos.submissionId)))
        .returning({ id: kycPhotos.id });
      // Another request took a photo meanwhile: undo everything.
      if (claimed.length !== photoIds.length) throw alreadyPending();
      await tx
        .update(accounts)
        .set({ kycSubmittedAt: sql`coalesce(${accounts.kycSubmittedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(accounts.id, accountId));
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyPending();
    throw error;
  }
  deps.logger.info(
    { accountId, submissionId: row.id, documentType: row.documentType },
    'identity verification submitted',
  );
  return toSummary(row);
}
