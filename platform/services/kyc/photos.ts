// A learner's photo uploads: each goes through the photo pipeline and is kept as a draft (no submission yet) until
// a submission uses it. Uploads per learner are limited per 24 hours (retakes count).
import { KYC_PHOTO_LABELS, type KycPhoto, type KycPhotoKind } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { kycPhotos } from '../../db/schema';
import type { Learner } from '../auth/require-learner';
import { acceptImage } from '../images/accept-image';
import { storageOf } from '../storage/storage-of';
import { assertDailyLimit } from './daily-limit';
import { kycSettings } from './settings';

export async function uploadKycPhoto(deps: PlatformDeps, learner: Learner, kind: KycPhotoKind, request: Request): Promise<KycPhoto> {
  const now = deps.now();
  const { photosPerDay } = kycSettings(deps);
  await assertDailyLimit(deps, kycPhotos, { owner: kycPhotos.accountId, createdAt: kycPhotos.createdAt }, learner.account.id, photosPerDay);
  const accepted = await acceptImage(deps, request, { field: kind, label: KYC_PHOTO_LABELS[kind] });
  try {
    const [photo] = await deps.db
      .insert(kycPhotos)
      .values({ accountId: learner.account.id, kind, blobKey: accepted.key, width: accepted.width, height: accepted.height, createdAt: now })
      .returning();
    if (!photo) throw new Error('photo insert returned nothing');
    deps.logger.info({ accountId: learner.account.id, photoId: photo.id, kind }, 'identity photo uploaded');
    return { id: photo.id, kind, width: photo.width, height: photo.height };
  } catch (error) {
    // Nothing stored without its row.
    await storageOf(deps).delete([accepted.key]);
    throw error;
  }
}
