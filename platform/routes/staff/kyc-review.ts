// Staff review of identity verifications: the queue, one submission, its photos (decrypted, never cached) and
// the decision. Every call checks the staff role in the database (requireStaff): a learner gets 403, a visitor 401.
import { createRoute } from '@hono/zod-openapi';
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { decide, reviewQueue, reviewSubmission, submissionPhoto } from '../../services/kyc/review';
import { bearer } from '../auth/schemas';
import { oneCaseRoute, staffOnly } from './staff-route';
import {
  jpegAnswer,
  KycDecisionRequestDoc,
  KycQueueDoc,
  KycReviewDoc,
  queueQuery,
  submissionParams,
  submissionPhotoParams,
} from '../kyc/schemas';

// GET /api/v1/staff/kyc/submissions – the review queue (pending oldest first; decided newest first)
const queueRoute = createRoute({
  method: 'get',
  path: '/staff/kyc/submissions',
  operationId: 'listKycSubmissions',
  summary: 'The review queue (pending oldest first; decided newest first)',
  tags: ['staff'],
  security: bearer,
  request: { query: queueQuery },
  responses: { 200: json(KycQueueDoc, 'One page of the queue'), 400: problem('Invalid query parameter'), ...staffOnly },
});

// GET /api/v1/staff/kyc/submissions/{id} – everything needed to decide
const reviewRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/kyc/submissions/{id}',
  operationId: 'getKycSubmission',
  summary: 'Everything needed to decide',
  request: { params: submissionParams },
  ok: json(KycReviewDoc, 'The submission, the learner’s age, which photos exist, the decision and history'),
  malformed: 'Malformed id',
  missing: 'No such submission',
});

// GET /api/v1/staff/kyc/submissions/{id}/photos/{kind} – one photo, decrypted
const photoRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/kyc/submissions/{id}/photos/{kind}',
  operationId: 'getKycPhoto',
  summary: 'One photo, decrypted',
  request: { params: submissionPhotoParams },
  ok: jpegAnswer('The photo (Cache-Control: private, no-store)'),
  malformed: 'Malformed id or kind',
  missing: 'No such photo, or deleted after retention',
});

// POST /api/v1/staff/kyc/submissions/{id}/decision – approve, or reject with a reason; the learner is e-mailed
const decisionRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/kyc/submissions/{id}/decision',
  operationId: 'decideKycSubmission',
  summary: 'Approve, or reject with a reason; the learner is e-mailed',
  request: { params: submissionParams, body: jsonBody(KycDecisionRequestDoc) },
  ok: json(KycReviewDoc, 'Decided and recorded'),
  malformed: 'Malformed id',
  missing: 'No such submission',
  more: {
    403: problem(`Not staff, or the submission is the caller’s own (type ${OWN_CASE_PROBLEM_TYPE})`),
    409: problem('Already decided'),
    422: problem('Invalid field (a rejection needs a reason; "other" needs a note)'),
  },
});

export function kycReviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const staff = (authorization: string | undefined) => requireStaff(deps, authorization);

  app.openapi(queueRoute, async (c) => {
    await staff(c.req.header('authorization'));
    const { status, limit, offset } = c.req.valid('query');
    return c.json(await reviewQueue(deps, status, { limit, offset }), 200, { 'cache-control': 'private, no-store' });
  });

  app.openapi(reviewRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'));
    return c.json(await reviewSubmission(deps, c.req.valid('param').id, reviewer.account.id), 200, {
      'cache-control': 'private, no-store',
    });
  });

  app.openapi(photoRoute, async (c) => {
    await staff(c.req.header('authorization'));
    const { id, kind } = c.req.valid('param');
    const photo = await submissionPhoto(deps, id, kind);
    return c.body(new Uint8Array(photo.bytes), 200, {
      'content-type': photo.contentType,
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  app.openapi(decisionRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'));
    return c.json(await decide(deps, reviewer, c.req.valid('param').id, c.req.valid('json')), 200);
  });
}
