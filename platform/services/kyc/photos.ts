// A learner's photo uploads: each goes through the photo pipeline and is kept as a draft (no submission yet) until
// a submission uses it. Uploads per learner are limited per 24 hours (retakes count): checked before the photo is
// read (a learner past it sends nothing in vain) and again, atomically, when its row is stored.
import { eq } from 'drizzle-orm';
import { KYC_PHOTO_LABELS, type KycPhoto, type KycPhotoKind } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, kycPhotos } from '../../db/schema';
import type { Learner } from '../auth/require-learner';
import { acceptImage } from '../images/accept-image';
import { storageOf } from '../storage/storage-of';
import { assertDailyLimit } from './daily-limit';
import { kycSettings } from './settings';

const counted = { owner: kycPhotos.accountId, createdAt: kycPhotos.createdAt };

export async function uploadKycPhoto(
  deps: PlatformDeps,
  learner: Learner,
  kind: KycPhotoKind,
  request: Request,
): Promise<KycPhoto> {
  const now = deps.now();
  const { photosPerDay } = kycSettings(deps);
  await assertDailyLimit(deps, kycPhotos, counted, learner.account.id, photosPerDay);
  const accepted = await acceptImage(deps, request, { field: kind, label: KYC_PHOTO_LABELS[kind] }, learner.account.id);
  try {
    const photo = await deps.db.transaction(async (tx) => {
      // The learner's uploads finishing at once take turns here, so each count sees the rows stored before it.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, learner.account.id)).for('update');
      await assertDailyLimit(deps, kycPhotos, counted, learner.account.id, photosPerDay, tx);
      const [inserted] = await tx
        .insert(kycPhotos)
        .values({
          accountId: learner.account.id,
          kind,
          blobKey: accepted.key,
          width: accepted.width,
          height: accepted.height,
          createdAt: now,
        })
        .returning();
      return inserted;
    });
    if (!photo) throw new Error('photo insert returned nothing');
    deps.logger.info({ accountId: learner.account.id, photoId: photo.id, kind }, 'identity photo uploaded');
    return { id: photo.id, kind, width: photo.width, height: photo.height };
  } catch (error) {
    // Nothing stored without its row.
    await storageOf(deps).delete([accepted.key]);
    throw error;
  }
}
