// The learner's side of identity verification: upload each photo, submit the details with the photos' ids
// (Idempotency-Key, per learner), read the status of the latest submission.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { bearerProblem, created, json, jsonBody, problem } from '../../http/openapi';
import { requireLearner, requireVerifiedLearner, type Learner } from '../../services/auth/require-learner';
import { uploadKycPhoto } from '../../services/kyc/photos';
import { kycStatusOf, submitKyc } from '../../services/kyc/submissions';
import { bearer } from '../auth/schemas';
import {
  KycPhotoDoc,
  KycStatusDoc,
  KycSubmissionRequestDoc,
  KycSubmissionSummaryDoc,
  photoBody,
  photoKindParams,
} from './schemas';

// POST /api/v1/kyc/photos/{kind} – upload one photo (raw bytes), answer its id for the submission
const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/kyc/photos/{kind}',
  operationId: 'uploadKycPhoto',
  tags: ['kyc'],
  summary: 'Upload one identity photo; it is checked by content, re-encoded without metadata and stored encrypted',
  security: bearer,
  request: { params: photoKindParams, body: photoBody },
  responses: {
    201: json(KycPhotoDoc, 'Accepted; send its id with the submission'),
    400: problem('Unknown photo kind'),
    401: bearerProblem('No valid access token'),
    403: problem('The e-mail address is not confirmed yet (type urn:learner-portal:problem:email-unverified)'),
    408: problem('The body arrived slower than the minimum rate and was cut; `errors` names the photo'),
    413: problem('Larger than 10 MB'),
    415: problem('Not a JPEG, PNG or WebP image (judged by its bytes)'),
    422: problem('Unreadable, too many pixels, too small, too dark or too blurry; `errors` names the photo'),
    429: problem('Too many uploads in 24 hours, or two already in progress; see Retry-After'),
    503: problem('Too many uploads at this moment; see Retry-After'),
  },
});

// POST /api/v1/kyc/submissions – submit the details and the uploaded photos for review
const submitRoute = createRoute({
  method: 'post',
  path: '/kyc/submissions',
  operationId: 'submitKyc',
  tags: ['kyc'],
  summary: 'Submit identity verification; the same Idempotency-Key and body answer the first result again',
  security: bearer,
  request: { headers: idempotencyKeyHeaders({ required: true }), body: jsonBody(KycSubmissionRequestDoc) },
  responses: {
    201: created(
      KycSubmissionSummaryDoc,
      'Submitted: pending review',
      'the latest submission’s status (GET /kyc/status)',
    ),
    400: problem('Missing or malformed Idempotency-Key'),
    401: bearerProblem('No valid access token'),
    403: problem('The e-mail address is not confirmed yet (type urn:learner-portal:problem:email-unverified)'),
    409: problem('A submission is already pending or approved, or the first request with this key is still running'),
    422: problem(
      'Invalid field (number, date of birth, a photo no longer available), or a key reused with another body',
    ),
    429: problem('Too many submissions in 24 hours; see Retry-After'),
  },
});

// GET /api/v1/kyc/status – the learner's latest submission and whether they may submit
const statusRoute = createRoute({
  method: 'get',
  path: '/kyc/status',
  operationId: 'getKycStatus',
  summary: 'The learner’s latest submission and whether they may submit',
  tags: ['kyc'],
  security: bearer,
  responses: {
    200: json(KycStatusDoc, 'Not submitted, pending, approved or rejected (with the reason)'),
    401: bearerProblem('No valid access token'),
  },
});

export function learnerKycRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // Sending documents needs a confirmed e-mail address (decisions are mailed); reading the status does not.
  // The learner is checked before the idempotency middleware, so a key is only ever replayed to its own learner.
  const verified = new WeakMap<Request, Learner>();
  const learnerOf = async (c: Context) =>
    verified.get(c.req.raw) ?? (await requireVerifiedLearner(deps, c.req.header('authorization')));
  app.use('/kyc/submissions', async (c, next) => {
    verified.set(c.req.raw, await learnerOf(c));
    await next();
  });
  app.use(
    '/kyc/submissions',
    idempotency(deps, { scope: (c) => `POST /kyc/submissions ${verified.get(c.req.raw)?.account.id}`, required: true }),
  );

  app.openapi(uploadPhotoRoute, async (c) => {
    const learner = await learnerOf(c);
    return c.json(await uploadKycPhoto(deps, learner, c.req.valid('param').kind, c.req.raw), 201);
  });
  app.openapi(submitRoute, async (c) =>
    c.json(await submitKyc(deps, await learnerOf(c), c.req.valid('json')), 201, { Location: '/api/v1/kyc/status' }),
  );
  app.openapi(statusRoute, async (c) =>
    c.json(await kycStatusOf(deps, (await requireLearner(deps, c.req.header('authorization'))).account.id), 200),
  );
}
