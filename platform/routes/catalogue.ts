// Catalogue endpoints: programmes, courses, instructors, semesters, FAQ and site content.
import { createRoute } from '@hono/zod-openapi';
import type { PlatformRouter } from '../app';
import { listOf, pageQuerySchema, programmeSummarySchema, problemSchema } from '@/contract';
import type { PlatformDeps } from '../deps';
import { listProgrammes } from '../services/catalogue';

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
});

// GET /api/v1/programmes – the programme catalogue, featured first
const listProgrammesRoute = createRoute({
  method: 'get',
  path: '/programmes',
  tags: ['catalogue'],
  request: { query: pageQuerySchema },
  responses: {
    200: { description: 'Programmes', content: { 'application/json': { schema: listOf(programmeSummarySchema) } } },
    400: problem('Malformed query parameter'),
  },
});

export function catalogueRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listProgrammesRoute, async (c) => c.json(await listProgrammes(deps.db, c.req.valid('query')), 200));
}
