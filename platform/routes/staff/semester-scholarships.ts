// Staff record scholarships per semester: the list of decisions, and covering one later semester of a learner's
// programme. Every call checks the staff role in the database (requireStaff).
import { createRoute, z } from '@hono/zod-openapi';
import { semesterScholarshipRequestSchema, semesterScholarshipSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { created, json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { coverSemester, listSemesterScholarships } from '../../services/semesters/scholarships';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const SemesterScholarshipDoc = semesterScholarshipSchema.meta({
  id: 'SemesterScholarship',
  description: 'One later semester covered by a scholarship: whose, which, who decided and when.',
});
const SemesterScholarshipListDoc = z
  .object({ items: z.array(SemesterScholarshipDoc), total: z.number().int() })
  .meta({ id: 'SemesterScholarshipList' });
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /api/v1/staff/scholarships – the latest 200 decisions, newest first
const listRoute = createRoute({
  method: 'get',
  path: '/staff/scholarships',
  operationId: 'listSemesterScholarships',
  summary: 'Semesters covered by a scholarship, newest decision first (the latest 200)',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(SemesterScholarshipListDoc, 'The decisions'), ...staffOnly },
});

// POST /api/v1/staff/scholarships – cover one later semester of a learner's programme
const coverRoute = createRoute({
  method: 'post',
  path: '/staff/scholarships',
  operationId: 'coverSemesterByScholarship',
  summary:
    'Record that a learner’s scholarship covers one later semester (who and when); an order open for it is cancelled',
  tags: ['staff'],
  security: bearer,
  request: { body: jsonBody(semesterScholarshipRequestSchema) },
  responses: {
    201: created(SemesterScholarshipDoc, 'Recorded', 'the decisions, newest first (GET /staff/scholarships)'),
    ...staffOnly,
    404: problem('No learner with that address enrolled in that programme'),
    409: problem('The semester is paid or covered already'),
    422: problem('Invalid field: semester 1, beyond the programme, or already started'),
  },
});

export function semesterScholarshipRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const items = await listSemesterScholarships(deps);
    return c.json({ items, total: items.length }, 200, PRIVATE);
  });

  app.openapi(coverRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    return c.json(await coverSemester(deps, staff, c.req.valid('json')), 201, {
      ...PRIVATE,
      Location: '/api/v1/staff/scholarships',
    });
  });
}
