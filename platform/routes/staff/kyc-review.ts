// Staff review of identity verifications (a review desk, ./review-desk.ts): the queue (pending oldest first; decided
// newest first), one submission, its photos and the decision, which is mailed to the learner.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { decide, reviewQueue, reviewSubmission, submissionPhoto } from '../../services/kyc/review';
import { KycDecisionRequestDoc, KycQueueDoc, KycReviewDoc, queueQuery, submissionPhotoParams } from '../kyc/schemas';
import { reviewDeskRoutes } from './review-desk';

export function kycReviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  reviewDeskRoutes(app, deps, {
    // GET /api/v1/staff/kyc/submissions – the review queue (pending oldest first; decided newest first)
    path: '/staff/kyc/submissions',
    queue: {
      operationId: 'listKycSubmissions',
      summary: 'The review queue (pending oldest first; decided newest first)',
      query: queueQuery,
      ok: KycQueueDoc,
      list: ({ status, limit, offset }) => reviewQueue(deps, status, { limit, offset }),
    },
    missing: 'No such submission',
    // GET /api/v1/staff/kyc/submissions/{id} – everything needed to decide
    review: {
      operationId: 'getKycSubmission',
      summary: 'Everything needed to decide',
      ok: [KycReviewDoc, 'The submission, the learner’s age, which photos exist, the decision and history'],
      read: (id, reviewerId) => reviewSubmission(deps, id, reviewerId),
    },
    // GET /api/v1/staff/kyc/submissions/{id}/photos/{kind} – one photo, decrypted
    file: {
      path: '/photos/{kind}',
      operationId: 'getKycPhoto',
      summary: 'One photo, decrypted',
      params: submissionPhotoParams,
      description: 'The photo (Cache-Control: private, no-store)',
      malformed: 'Malformed id or kind',
      missing: 'No such photo, or deleted after retention',
      read: ({ id, kind }) => submissionPhoto(deps, id, kind),
    },
    // POST /api/v1/staff/kyc/submissions/{id}/decision – approve, or reject with a reason; the learner is e-mailed
    decision: {
      operationId: 'decideKycSubmission',
      summary: 'Approve, or reject with a reason; the learner is e-mailed',
      body: KycDecisionRequestDoc,
      ownCase: 'the submission is the caller’s own',
      conflict: 'Already decided',
      decide: (staff, id, input) => decide(deps, staff, id, input),
    },
  });
}
