// Academic calendar endpoints: the terms and the current/next pair, with status from the injected clock.
import { createRoute } from '@hono/zod-openapi';
import { localeQuerySchema, termListQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { currentTerms, listTerms } from '../../services/catalogue/terms';
import { json } from '../../http/openapi';
import { CurrentTermsDoc, listDoc, problems, TermDoc } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/terms',
  operationId: 'listTerms',
  tags: ['catalogue'],
  security: [],
  summary:
    'Terms of the academic calendar in date order; `status=upcoming` lists the intakes a new learner can start in',
  request: { query: termListQuerySchema },
  responses: { 200: json(listDoc(TermDoc, 'TermList'), 'Terms'), 400: problems[400] },
});

const currentRoute = createRoute({
  method: 'get',
  path: '/terms/current',
  operationId: 'getCurrentTerms',
  tags: ['catalogue'],
  security: [],
  summary: 'The term running today and the next one to start, the next intake (either may be null)',
  request: { query: localeQuerySchema },
  responses: { 200: json(CurrentTermsDoc, 'Current and next term'), 400: problems[400] },
});

export function termRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/terms/current – the term running today and the one after it
  app.openapi(currentRoute, async (c) =>
    c.json(await currentTerms(deps.db, deps.now(), c.req.valid('query').locale), 200),
  );

  // GET /api/v1/terms – the academic calendar; `status` narrows to past, current or upcoming terms
  app.openapi(listRoute, async (c) => c.json(await listTerms(deps.db, deps.now(), c.req.valid('query')), 200));
}
