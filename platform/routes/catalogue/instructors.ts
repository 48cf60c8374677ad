// Instructor endpoints: the directory and one instructor's profile.
import { createRoute } from '@hono/zod-openapi';
import { instructorListQuerySchema, localeQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { getInstructor, listInstructors } from '../../services/catalogue/instructors';
import { json } from '../../http/openapi';
import { InstructorDoc, InstructorSummaryDoc, listDoc, problems, slugParams } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/instructors',
  operationId: 'listInstructors',
  tags: ['catalogue'],
  security: [],
  summary: 'The instructor directory',
  request: { query: instructorListQuerySchema },
  responses: { 200: json(listDoc(InstructorSummaryDoc, 'InstructorList'), 'Instructors'), 400: problems[400] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/instructors/{slug}',
  operationId: 'getInstructor',
  tags: ['catalogue'],
  security: [],
  summary: 'One instructor with the courses they teach',
  request: { params: slugParams, query: localeQuerySchema },
  responses: { 200: json(InstructorDoc, 'The instructor'), 400: problems[400], 404: problems[404] },
});

export function instructorRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/instructors – the instructor directory in its editorial order
  app.openapi(listRoute, async (c) => c.json(await listInstructors(deps.db, c.req.valid('query')), 200));

  // GET /api/v1/instructors/{slug} – one instructor's profile and the courses they teach
  app.openapi(getRoute, async (c) =>
    c.json(await getInstructor(deps.db, c.req.valid('param').slug, c.req.valid('query').locale), 200),
  );
}
