// Next-gen scholar programme: its intakes (dated from the academic calendar) and applications to them.
import { createRoute } from '@hono/zod-openapi';
import { formReceiptSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { clientAddress } from '../../http/rate-limit';
import { countSubmission, SCHOLARSHIP_APPLICATIONS_PER_ADDRESS } from '../../http/submission-limit';
import { authSettings } from '../../services/auth/settings';
import { json, jsonBody, problem } from '../../http/openapi';
import { applyForScholarship } from '../../services/forms/scholarship';
import { listIntakes } from '../../services/forms/intakes';
import { ScholarshipApplicationInputDoc, ScholarshipIntakeListDoc } from './schemas';

// GET /api/v1/scholarship/intakes – upcoming intakes with their application windows
const listIntakesRoute = createRoute({
  method: 'get',
  path: '/scholarship/intakes',
  operationId: 'listScholarshipIntakes',
  tags: ['forms'],
  security: [],
  summary: 'Upcoming next-gen scholar intakes, soonest first',
  responses: { 200: json(ScholarshipIntakeListDoc, 'Intakes') },
});

// POST /api/v1/scholarship/applications – apply to an open intake; one application per applicant per intake
const applyRoute = createRoute({
  method: 'post',
  path: '/scholarship/applications',
  operationId: 'applyForScholarship',
  tags: ['forms'],
  security: [],
  summary: 'Apply to an open intake; answers the application reference',
  request: { headers: idempotencyKeyHeaders, body: jsonBody(ScholarshipApplicationInputDoc) },
  responses: {
    201: json(formReceiptSchema, 'Stored (or replayed for a repeated Idempotency-Key)'),
    400: problem('Malformed Idempotency-Key'),
    409: problem(
      'This applicant (e-mail or phone) already applied for the intake, or the key is still being handled (type `urn:learner-portal:problem:request-in-progress`)',
    ),
    422: problem(
      'Invalid field (guardian missing for an under-18, intake not open, programme closed for enrolment…), or a key reused with another body',
    ),
    429: problem('This address sent 10 applications in the last hour (Retry-After says when it may send again)'),
  },
});

export function applicationRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listIntakesRoute, async (c) => {
    const items = await listIntakes(deps.db, deps.now());
    return c.json({ items, total: items.length }, 200);
  });
  app.use('/scholarship/applications', idempotency(deps, { scope: 'POST /scholarship/applications' }));
  app.openapi(applyRoute, async (c) => {
    const input = c.req.valid('json');
    await countSubmission(
      deps,
      SCHOLARSHIP_APPLICATIONS_PER_ADDRESS,
      clientAddress(c.req.raw.headers, authSettings(deps).trustedClientIpHeader),
    );
    return c.json(await applyForScholarship(deps.db, input, deps.now()), 201);
  });
}
