// Staff review of identity verifications: the queue, one submission, its photos (decrypted, never cached) and
// the decision. Every call checks the staff role in the database (requireStaff): a learner gets 403, a visitor 401.
import { createRoute } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../app';
import type { PlatformDeps } from '../../deps';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { decide, reviewQueue, reviewSubmission, submissionPhoto } from '../../services/kyc/review';
import { bearer } from '../auth/schemas';
import { jpegAnswer, KycDecisionRequestDoc, KycQueueDoc, KycReviewDoc, queueQuery, submissionParams, submissionPhotoParams } from '../kyc/schemas';

const staffOnly = { 401: problem('No valid access token'), 403: problem('Not staff') };

// GET /api/v1/staff/kyc/submissions – the review queue (pending oldest first; decided newest first)
const queueRoute = createRoute({
  method: 'get',
  path: '/staff/kyc/submissions',
  tags: ['staff'],
  security: bearer,
  request: { query: queueQuery },
  responses: { 200: json(KycQueueDoc, 'One page of the queue'), 400: problem('Invalid query parameter'), ...staffOnly },
});

// GET /api/v1/staff/kyc/submissions/{id} – everything needed to decide
const reviewRoute = createRoute({
  method: 'get',
  path: '/staff/kyc/submissions/{id}',
  tags: ['staff'],
  security: bearer,
  request: { params: submissionParams },
  responses: { 200: json(KycReviewDoc, 'The submission, the learner’s age, which photos exist, the decision and history'), 400: problem('Malformed id'), ...staffOnly, 404: problem('No such submission') },
});

// GET /api/v1/staff/kyc/submissions/{id}/photos/{kind} – one photo, decrypted
const photoRoute = createRoute({
  method: 'get',
  path: '/staff/kyc/submissions/{id}/photos/{kind}',
  tags: ['staff'],
  security: bearer,
  request: { params: submissionPhotoParams },
  responses: { 200: jpegAnswer('The photo (Cache-Control: private, no-store)'), 400: problem('Malformed id or kind'), ...staffOnly, 404: problem('No such photo, or deleted after retention') },
});

// POST /api/v1/staff/kyc/submissions/{id}/decision – approve, or reject with a reason; the learner is e-mailed
const decisionRoute = createRoute({
  method: 'post',
  path: '/staff/kyc/submissions/{id}/decision',
  tags: ['staff'],
  security: bearer,
  request: { params: submissionParams, body: jsonBody(KycDecisionRequestDoc) },
  responses: {
    200: json(KycReviewDoc, 'Decided and recorded'),
    400: problem('Malformed id'),
    ...staffOnly,
    404: problem('No such submission'),
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
    await staff(c.req.header('authorization'));
    return c.json(await reviewSubmission(deps, c.req.valid('param').id), 200, { 'cache-control': 'private, no-store' });
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
