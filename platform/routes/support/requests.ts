// Support requests from the public help page; a double submit (same Idempotency-Key) stores one request.
import { createRoute } from '@hono/zod-openapi';
import { formReceiptSchema } from '@/contract';
import type { PlatformRouter } from '../../app';
import type { PlatformDeps } from '../../deps';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { createSupportRequest } from '../../services/forms/support';
import { SupportRequestInputDoc } from './schemas';

// POST /api/v1/support/requests – store a support request and answer its reference
const createRequestRoute = createRoute({
  method: 'post',
  path: '/support/requests',
  tags: ['forms'],
  summary: 'Send a support request; answers the reference the learner quotes',
  request: { headers: idempotencyKeyHeaders, body: jsonBody(SupportRequestInputDoc) },
  responses: {
    201: json(formReceiptSchema, 'Stored (or replayed for a repeated Idempotency-Key)'),
    400: problem('Malformed Idempotency-Key'),
    409: problem('The first request with this Idempotency-Key is still being handled (type `urn:learner-portal:problem:request-in-progress`)'),
    422: problem('Invalid field, or an Idempotency-Key reused with another body'),
  },
});

export function requestRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.use('/support/requests', idempotency(deps, { scope: 'POST /support/requests' }));
  app.openapi(createRequestRoute, async (c) => c.json(await createSupportRequest(deps.db, c.req.valid('json'), deps.now()), 201));
}
