// Which camera each photo asks for: the rear one for documents, the front one for the selfie. (What each photo is
// called and what makes a good one are words: messages/*.json's `kyc.photo`.)
import type { KycPhotoKind } from '@/contract';

export const PHOTO_COPY: Record<KycPhotoKind, { capture: 'environment' | 'user' }> = {
  document_front: { capture: 'environment' },
  document_back: { capture: 'environment' },
  guardian_document: { capture: 'environment' },
  selfie: { capture: 'user' },
};
