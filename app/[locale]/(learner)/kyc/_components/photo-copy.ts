// What each photo is called on the form and what makes a good one.
import type { KycPhotoKind } from '@/contract';

export const PHOTO_COPY: Record<KycPhotoKind, { label: string; hint: string; capture: 'environment' | 'user' }> = {
  document_front: {
    label: 'Front of your document',
    hint: 'The whole document, flat, in good light, every corner in the picture.',
    capture: 'environment',
  },
  document_back: {
    label: 'Back of your document',
    hint: 'Not needed for a passport. The whole back, flat and readable.',
    capture: 'environment',
  },
  guardian_document: {
    label: "Your guardian's CNIC",
    hint: 'Only for a B-Form: the front of your parent or guardian’s CNIC.',
    capture: 'environment',
  },
  selfie: {
    label: 'Selfie',
    hint: 'Your face, straight on, in good light, without a hat or sunglasses.',
    capture: 'user',
  },
};
