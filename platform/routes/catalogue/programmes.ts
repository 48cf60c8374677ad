// Programme endpoints: the catalogue list and one programme's landing-page data.
import { createRoute } from '@hono/zod-openapi';
import { localeQuerySchema, programmeListQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { getProgramme, listProgrammes } from '../../services/catalogue/programmes';
import { json } from '../../http/openapi';
import { listDoc, problems, ProgrammeDoc, ProgrammeSummaryDoc, slugParams } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/programmes',
  operationId: 'listProgrammes',
  tags: ['catalogue'],
  security: [],
  summary: 'List programmes, featured first',
  request: { query: programmeListQuerySchema },
  responses: { 200: json(listDoc(ProgrammeSummaryDoc, 'ProgrammeList'), 'Programmes'), 400: problems[400] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/programmes/{slug}',
  operationId: 'getProgramme',
  tags: ['catalogue'],
  security: [],
  summary: 'One programme with its courses and instructors',
  request: { params: slugParams, query: localeQuerySchema },
  responses: { 200: json(ProgrammeDoc, 'The programme'), 400: problems[400], 404: problems[404] },
});

export function programmeRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/programmes – the programme catalogue, featured first; `featured=true` for the home page
  app.openapi(listRoute, async (c) => c.json(await listProgrammes(deps.db, c.req.valid('query')), 200));

  // GET /api/v1/programmes/{slug} – one programme with its courses (by semester) and their instructors
  app.openapi(getRoute, async (c) =>
    c.json(await getProgramme(deps.db, c.req.valid('param').slug, c.req.valid('query').locale), 200),
  );
}
