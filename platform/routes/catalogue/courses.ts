// Course endpoint: every course, filtered by programme and semester.
import { createRoute } from '@hono/zod-openapi';
import { courseListQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { listCourses } from '../../services/catalogue/courses';
import { json } from '../../http/openapi';
import { CourseDoc, listDoc, problems } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/courses',
  operationId: 'listCourses',
  tags: ['catalogue'],
  security: [],
  summary: 'List courses by semester, optionally of one programme or semester',
  request: { query: courseListQuerySchema },
  responses: { 200: json(listDoc(CourseDoc, 'CourseList'), 'Courses'), 400: problems[400] },
});

export function courseRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/courses – courses in learning-path order; filters `programme` (slug) and `semester` (number)
  app.openapi(listRoute, async (c) => c.json(await listCourses(deps.db, c.req.valid('query')), 200));
}
