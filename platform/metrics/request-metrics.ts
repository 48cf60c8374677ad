// Counts and times every platform request by its route pattern (/api/v1/orders/{id}), never the raw path, so a
// crawler's made-up addresses add no series: anything no route matched is "unmatched".
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { PlatformMetrics } from './platform-metrics';

/** Hono's `:id` (with an optional `{regex}`) in the OpenAPI document's spelling, `{id}`. */
export function routeLabel(pattern: string): string {
  if (pattern.endsWith('*')) return 'unmatched';
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

export function requestMetrics(metrics: PlatformMetrics): MiddlewareHandler {
  return async (c, next) => {
    const stopTimer = metrics.requestSeconds.startTimer();
    await next();
    const labels = { method: c.req.method, route: routeLabel(routePath(c, -1)) };
    stopTimer(labels);
    metrics.requests.inc({ ...labels, status: String(c.res.status) });
  };
}
