// Support requests from the public help page; a double submit (same Idempotency-Key) stores one request.
import { createRoute } from '@hono/zod-openapi';
import { formReceiptSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { clientAddress } from '../../http/rate-limit';
import { countSubmission, SUPPORT_REQUESTS_PER_ADDRESS } from '../../http/submission-limit';
import { authSettings } from '../../services/auth/settings';
import { json, jsonBody, problem } from '../../http/openapi';
import { createSupportRequest } from '../../services/forms/support';
import { SupportRequestInputDoc } from './schemas';

// POST /api/v1/support/requests – store a support request and answer its reference
const createRequestRoute = createRoute({
  method: 'post',
  path: '/support/requests',
  operationId: 'createSupportRequest',
  tags: ['forms'],
  security: [],
  summary: 'Send a support request; answers the reference the learner quotes',
  request: { headers: idempotencyKeyHeaders, body: jsonBody(SupportRequestInputDoc) },
  responses: {
    201: json(formReceiptSchema, 'Stored (or replayed for a repeated Idempotency-Key)'),
    400: problem('Malformed Idempotency-Key'),
    409: problem(
      'The first request with this Idempotency-Key is still being handled (type `urn:learner-portal:problem:request-in-progress`)',
    ),
    422: problem('Invalid field, or an Idempotency-Key reused with another body'),
    429: problem('This address sent 10 support requests in the last hour (Retry-After says when it may send again)'),
  },
});

export function requestRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.use('/support/requests', idempotency(deps, { scope: 'POST /support/requests' }));
  app.openapi(createRequestRoute, async (c) => {
    const input = c.req.valid('json');
    await countSubmission(
      deps,
      SUPPORT_REQUESTS_PER_ADDRESS,
      clientAddress(c.req.raw.headers, authSettings(deps).trustedClientIpHeader),
    );
    return c.json(await createSupportRequest(deps.db, input, deps.now()), 201);
  });
}
