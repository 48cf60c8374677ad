// "Download my data": one JSON file of everything the platform holds about the learner.
import { createRoute } from '@hono/zod-openapi';
import { dataExportSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json } from '../../http/openapi';
import { exportLearnerData } from '../../services/account/data-export';
import { requireLearner } from '../../services/auth/require-learner';
import { bearer } from '../auth/schemas';
import type { ClientAddress } from './schemas';

const DataExportDoc = dataExportSchema.meta({
  id: 'DataExport',
  description: 'Everything the platform holds about one learner. Identity photos are listed by kind, not included.',
});

// GET /api/v1/me/data-export – everything about the learner as one JSON file
const dataExportRoute = createRoute({
  method: 'get',
  path: '/me/data-export',
  operationId: 'exportMyData',
  summary: 'Everything the platform holds about the learner, as one JSON file (a download)',
  tags: ['account'],
  security: bearer,
  responses: {
    200: json(DataExportDoc, 'The export, with Content-Disposition: attachment'),
    401: bearerProblem('No valid access token, or the session has ended'),
  },
});

export function dataExportRoutes(app: PlatformRouter, deps: PlatformDeps, address: ClientAddress): void {
  app.openapi(dataExportRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const data = await exportLearnerData(deps, learner, address(c.req.raw.headers));
    c.header('cache-control', 'no-store');
    c.header(
      'content-disposition',
      `attachment; filename="learner-portal-data-${data.generated_at.slice(0, 10)}.json"`,
    );
    return c.json(data, 200);
  });
}
