// The identity-verification contract as named OpenAPI components.
import { z } from 'zod';
import { orNull } from '../../http/openapi';
import {
  kycDecisionRequestSchema,
  kycStatusValueSchema,
  pageQuerySchema,
  kycPhotoKindSchema,
  kycPhotoSchema,
  kycQueueItemSchema,
  kycReviewSchema,
  kycStatusSchema,
  kycSubmissionRequestSchema,
  kycSubmissionSummarySchema,
} from '@/contract';

export const KycPhotoDoc = kycPhotoSchema.meta({
  id: 'KycPhoto',
  description: 'An uploaded photo, re-encoded and stored encrypted; a draft until a submission uses it.',
});
export const KycSubmissionRequestDoc = kycSubmissionRequestSchema.meta({ id: 'KycSubmissionRequest' });
export const KycSubmissionSummaryDoc = kycSubmissionSummarySchema.meta({ id: 'KycSubmissionSummary' });
export const KycStatusDoc = kycStatusSchema
  .extend({ submission: orNull(KycSubmissionSummaryDoc) })
  .meta({ id: 'KycStatus' });
export const KycDecisionRequestDoc = kycDecisionRequestSchema.meta({ id: 'KycDecisionRequest' });
const KycQueueItemDoc = kycQueueItemSchema.meta({ id: 'KycQueueItem' });
export const KycQueueDoc = z
  .object({ items: z.array(KycQueueItemDoc), total: z.number().int() })
  .meta({ id: 'KycQueue' });
export const KycReviewDoc = kycReviewSchema.meta({ id: 'KycReview' });

export const photoKindParams = z.object({ kind: kycPhotoKindSchema });
export const submissionParams = z.object({ id: z.uuid() });
export const submissionPhotoParams = submissionParams.extend({ kind: kycPhotoKindSchema });
export const queueQuery = pageQuerySchema.extend({
  status: kycStatusValueSchema.exclude(['not_submitted']).default('pending'),
});

/** The raw bytes of a photo: JPEG, PNG or WebP (judged by content; the declared type is ignored). */
const binary = z.string().meta({ format: 'binary' });
export const photoBody = {
  required: true,
  description: 'The photo itself as the request body, at most 10 MB.',
  content: {
    'image/jpeg': { schema: binary },
    'image/png': { schema: binary },
    'image/webp': { schema: binary },
    'application/octet-stream': { schema: binary },
  },
};
export const jpegAnswer = (description: string) => ({ description, content: { 'image/jpeg': { schema: binary } } });
