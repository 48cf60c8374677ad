// Retention: a decided submission's photos are deleted KYC_RETENTION_DAYS after the decision (the decision and
// details stay), and photos never used in a submission are deleted after a day. Runs at start-up and hourly on
// every instance; deleting twice is harmless.
import { and, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { kycPhotos, kycSubmissions } from '../../db/schema';
import { runHourly } from '../../hourly';
import { storageOf } from '../storage/storage-of';
import { kycSettings } from './settings';

const BATCH = 100;

async function deletePhotos(deps: PlatformDeps, photos: { id: string; blobKey: string }[]): Promise<void> {
  if (photos.length === 0) return;
  await storageOf(deps).delete(photos.map((p) => p.blobKey));
  await deps.db.delete(kycPhotos).where(
    inArray(
      kycPhotos.id,
      photos.map((p) => p.id),
    ),
  );
}

export async function purgeKycPhotos(deps: PlatformDeps): Promise<{ submissions: number; drafts: number }> {
  const now = deps.now();
  const { retentionDays, draftHours } = kycSettings(deps);
  const decidedBefore = new Date(now.getTime() - retentionDays * 86_400_000);
  let submissions = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(
        and(
          isNotNull(kycSubmissions.decidedAt),
          lt(kycSubmissions.decidedAt, decidedBefore),
          isNull(kycSubmissions.photosDeletedAt),
        ),
      )
      .limit(BATCH);
    if (due.length === 0) break;
    const ids = due.map((d) => d.id);
    await deletePhotos(
      deps,
      await deps.db
        .select({ id: kycPhotos.id, blobKey: kycPhotos.blobKey })
        .from(kycPhotos)
        .where(inArray(kycPhotos.submissionId, ids)),
    );
    await deps.db.update(kycSubmissions).set({ photosDeletedAt: now }).where(inArray(kycSubmissions.id, ids));
    submissions += ids.length;
  }
  const drafts = await deps.db
    .select({ id: kycPhotos.id, blobKey: kycPhotos.blobKey })
    .from(kycPhotos)
    .where(
      and(isNull(kycPhotos.submissionId), lt(kycPhotos.createdAt, new Date(now.getTime() - draftHours * 3_600_000))),
    );
  await deletePhotos(deps, drafts);
  if (submissions || drafts.length)
    deps.logger.info({ submissions, drafts: drafts.length }, 'identity photos past retention deleted');
  return { submissions, drafts: drafts.length };
}

/** Runs the purge now and every hour; the timer never keeps the process alive. */
export function scheduleKycRetention(deps: PlatformDeps): () => void {
  return runHourly(deps, 'identity photo retention', () => purgeKycPhotos(deps));
}
