// GET /api/v1/metrics – Prometheus text format for the operators' scraper. Behind two locks: nginx lets only private
// networks reach it (deploy/nginx), and the scraper sends METRICS_TOKEN, so a proxy that forgot the rule leaks nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformMetrics } from '../../metrics/platform-metrics';
import { HttpError } from '../../http/errors';
import { problem } from '../../http/openapi';

const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'getMetrics',
  tags: ['operations'],
  security: [{ metricsToken: [] }],
  summary: 'Request counts and latencies per route, database pool, mail failures, payment outcomes, review queues',
  description:
    'For a Prometheus scraper on the operators’ network: nginx answers 403 to anyone else. Off (404) unless METRICS_TOKEN is set.',
  responses: {
    200: {
      description: 'The Prometheus text exposition format',
      content: { 'text/plain': { schema: z.string() } },
    },
    401: problem('No Authorization: Bearer <METRICS_TOKEN>, or another token'),
    404: problem('Metrics are off: METRICS_TOKEN is not set'),
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the presented bearer token with the secret. */
function authorized(header: string | undefined, secret: string): boolean {
  const presented = header?.match(/^Bearer (.+)$/i)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(secret));
}

export function metricsRoutes(app: PlatformRouter, metrics: PlatformMetrics, token: string | undefined): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The operators’ METRICS_TOKEN (at least 32 characters), not a learner’s access token.',
  });
  app.openapi(metricsRoute, async (c) => {
    if (!token) throw new HttpError(404, 'Not Found', 'Metrics are off: set METRICS_TOKEN to enable them.');
    if (!authorized(c.req.header('authorization'), token))
      throw new HttpError(401, 'Unauthorized', 'Send Authorization: Bearer <METRICS_TOKEN>.', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    return c.text(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
