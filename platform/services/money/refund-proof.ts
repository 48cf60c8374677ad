// The proof of a refund sent (a photo or screenshot of the bank's or wallet's confirmation): through the photo
// pipeline every stored photo takes (content check, re-encode to JPEG, encrypted), with the transfer receipt's limits,
// since it is the same kind of picture. Images only: a PDF would need a parser run on staff uploads, and a screenshot
// of the confirmation serves. Added or replaced by staff other than the learner, audited; read back by staff only.
import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { refunds } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { acceptImage } from '../images/accept-image';
import { recordStaffAction } from '../staff/audit-log';
import { storageOf } from '../storage/storage-of';
import type { StoredBlob } from '../storage/blob-store';

const PROOF_RULES = { field: 'proof', label: 'the refund proof', minShortSide: 300, checkQuality: false };
const noSuchRefund = () => notFound('No such refund.');

export async function addRefundProof(deps: PlatformDeps, staff: Staff, refundId: string, request: Request) {
  const [refund] = await deps.db.select({ accountId: refunds.accountId }).from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw noSuchRefund();
  refuseOwnCase(staff, refund.accountId, 'This refund');
  const image = await acceptImage(deps, request, PROOF_RULES, staff.account.id);
  // The row locked while its key is swapped, so two uploads at once leave one stored photo and delete the other.
  const replaced = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ proofKey: refunds.proofKey })
      .from(refunds)
      .where(eq(refunds.id, refundId))
      .for('update');
    await tx.update(refunds).set({ proofKey: image.key }).where(eq(refunds.id, refundId));
    await recordStaffAction(
      tx,
      staff.actor,
      {
        action: 'refund.proof_added',
        recordType: 'refund',
        recordId: refundId,
        before: { proof: locked?.proofKey ? 'stored' : null },
        after: { proof: 'stored' },
      },
      deps.now(),
    );
    return locked?.proofKey ?? null;
  });
  if (replaced) await storageOf(deps).delete([replaced]);
}

export async function refundProof(deps: PlatformDeps, refundId: string): Promise<StoredBlob> {
  const [refund] = await deps.db.select({ proofKey: refunds.proofKey }).from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw noSuchRefund();
  const blob = refund.proofKey ? await storageOf(deps).get(refund.proofKey) : undefined;
  if (!blob) throw notFound('This refund has no proof.');
  return blob;
}
