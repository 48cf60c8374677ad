// Staff read the office's numbers (the funnel, revenue, refunds) as JSON for the charts and tables of /staff/reports,
// and each as CSV. Nothing here writes.
import { createRoute, z } from '@hono/zod-openapi';
import { funnelRowSchema, refundRowSchema, reportNameSchema, reportsSchema, revenueRowSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { readReports } from '../../services/staff/reports';
import { reportCsv } from '../../services/staff/reports-csv';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const ReportsDoc = reportsSchema
  .extend({
    funnel: z.array(funnelRowSchema.meta({ id: 'FunnelRow' })),
    revenue: z.array(revenueRowSchema.meta({ id: 'RevenueRow' })),
    refunds: z.array(refundRowSchema.meta({ id: 'RefundRow' })),
  })
  .meta({ id: 'Reports', description: 'The funnel per intake and programme, revenue and refunds per month.' });
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /api/v1/staff/reports – the three reports
const reportsRoute = createRoute({
  method: 'get',
  path: '/staff/reports',
  operationId: 'readReports',
  summary: 'The funnel per intake and programme, revenue per month and method, refunds per month (staff)',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(ReportsDoc, 'The reports'), ...staffOnly },
});

// GET /api/v1/staff/reports/{report}/export – one report as CSV
const exportRoute = createRoute({
  method: 'get',
  path: '/staff/reports/{report}/export',
  operationId: 'exportReport',
  summary: 'One report as CSV (UTF-8 with BOM; rupees as numbers, months YYYY-MM; staff)',
  tags: ['staff'],
  security: bearer,
  request: { params: z.object({ report: reportNameSchema }) },
  responses: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: problem('Not one of the reports'),
    ...staffOnly,
  },
});

export function reportRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(reportsRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    return c.json(await readReports(deps.db), 200, PRIVATE);
  });

  app.openapi(exportRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const { report } = c.req.valid('param');
    const day = deps.now().toISOString().slice(0, 10);
    return c.body(reportCsv(report, await readReports(deps.db)), 200, {
      ...PRIVATE,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${report}-${day}.csv"`,
    });
  });
}
