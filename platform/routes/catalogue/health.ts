// Health endpoint: what an external web client's readiness check calls.
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { PlatformRouter } from '../../router';
import { rootMessage } from '../../db/unavailable';
import type { PlatformDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { json, problem } from '../../http/openapi';
import { HealthDoc } from './schemas';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['operations'],
  security: [],
  summary: 'The platform and its database answer',
  responses: {
    200: json(HealthDoc, 'Ready to serve'),
    503: problem('The database does not answer'),
  },
});

export function healthRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/health – 200 when the database answers a trivial query, 503 problem otherwise
  app.openapi(healthRoute, async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      // Warned once per probe with the driver's reason: an outage is not a bug, and the stack says nothing.
      deps.logger.warn({ reason: rootMessage(error) }, 'health check: database does not answer');
      throw new HttpError(503, 'Service Unavailable', 'The database does not answer.');
    }
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });
}
