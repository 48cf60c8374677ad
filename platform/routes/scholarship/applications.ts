// Next-gen scholar programme: its intakes (dated from the academic calendar) and applications to them.
import { createRoute } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json } from '../../http/openapi';
import { SCHOLARSHIP_APPLICATIONS_PER_ADDRESS } from '../../http/submission-limit';
import { applyForScholarship } from '../../services/forms/scholarship';
import { listIntakes } from '../../services/forms/intakes';
import { publicFormPost } from '../public-form';
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

export function applicationRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listIntakesRoute, async (c) => {
    const items = await listIntakes(deps.db, deps.now());
    return c.json({ items, total: items.length }, 200);
  });
  // POST /api/v1/scholarship/applications – apply to an open intake; one application per applicant per intake
  publicFormPost(app, deps, {
    path: '/scholarship/applications',
    operationId: 'applyForScholarship',
    summary: 'Apply to an open intake; answers the application reference',
    body: ScholarshipApplicationInputDoc,
    rule: SCHOLARSHIP_APPLICATIONS_PER_ADDRESS,
    conflict:
      'This applicant (e-mail or phone) already applied for the intake, or the key is still being handled (type `urn:learner-portal:problem:request-in-progress`)',
    invalid:
      'Invalid field (guardian missing for an under-18, intake not open, programme closed for enrolment…), or a key reused with another body',
    store: (input) => applyForScholarship(deps, input),
  });
}
