// Support requests from the public help page; a double submit (same Idempotency-Key) stores one request.
import { createRoute } from '@hono/zod-openapi';
import { formReceiptSchema, problemSchema, supportRequestInputSchema } from '@/contract';
import type { PlatformRouter } from '../app';
import type { PlatformDeps } from '../deps';
import { idempotency, idempotencyKeyHeaders } from '../http/idempotency';
import { createSupportRequest } from '../services/forms/support';

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } });

// POST /api/v1/support/requests – store a support request and answer its reference
const createRequestRoute = createRoute({
  method: 'post',
  path: '/support/requests',
  tags: ['forms'],
  summary: 'Send a support request; answers the reference the learner quotes',
  request: { headers: idempotencyKeyHeaders, body: { required: true, content: { 'application/json': { schema: supportRequestInputSchema } } } },
  responses: {
    201: { description: 'Stored (or replayed for a repeated Idempotency-Key)', content: { 'application/json': { schema: formReceiptSchema } } },
    400: problem('Malformed Idempotency-Key'),
    409: problem('The first request with this Idempotency-Key is still being handled'),
    422: problem('Invalid field, or an Idempotency-Key reused with another body'),
  },
});

export function supportRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.use('/support/requests', idempotency(deps, { scope: 'POST /support/requests' }));
  app.openapi(createRequestRoute, async (c) => c.json(await createSupportRequest(deps.db, c.req.valid('json'), deps.now()), 201));
}
