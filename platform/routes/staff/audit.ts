// Admins read the staff audit log: a page at a time (filters and cursor in the query), or every matching row as CSV.
// Nothing here writes: the log has no update or delete path, and the table refuses them (migration 0019).
import { createRoute, z } from '@hono/zod-openapi';
import { auditEntrySchema, auditFilterSchema, auditPageQuerySchema, auditPageSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import { auditCsv } from '../../services/staff/audit-csv';
import { csvStream } from '../../services/staff/csv';
import { auditPage, auditRows } from '../../services/staff/audit-read';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const AuditEntryDoc = auditEntrySchema.meta({
  id: 'AuditEntry',
  description: 'One staff or admin action: who, when, what, on which record, the fields before and after, from where.',
});
const AuditPageDoc = auditPageSchema.extend({ items: z.array(AuditEntryDoc) }).meta({ id: 'AuditPage' });
const PRIVATE = { 'cache-control': 'private, no-store' };
const adminOnly = { ...staffOnly, 403: problem('Not an administrator') };

// GET /api/v1/staff/audit – one page of the log, newest first
const pageRoute = createRoute({
  method: 'get',
  path: '/staff/audit',
  operationId: 'listAuditEntries',
  summary: 'The audit log of staff and admin actions, newest first, filtered; keyset pages (admins only)',
  tags: ['staff'],
  security: bearer,
  request: { query: auditPageQuerySchema },
  responses: { 200: json(AuditPageDoc, 'One page'), 400: problem('Invalid filter or cursor'), ...adminOnly },
});

// GET /api/v1/staff/audit/export – every matching row as CSV
const exportRoute = createRoute({
  method: 'get',
  path: '/staff/audit/export',
  operationId: 'exportAuditEntries',
  summary: 'Every matching row of the audit log as CSV (UTF-8 with BOM, ISO 8601 times in UTC; admins only)',
  tags: ['staff'],
  security: bearer,
  request: { query: auditFilterSchema },
  responses: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: problem('Invalid filter'),
    ...adminOnly,
  },
});

export function auditRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(pageRoute, async (c) => {
    await requireAdmin(deps, c.req.header('authorization'));
    const { cursor, limit, ...filter } = c.req.valid('query');
    return c.json(await auditPage(deps.db, filter, { cursor, limit }), 200, PRIVATE);
  });

  app.openapi(exportRoute, async (c) => {
    await requireAdmin(deps, c.req.header('authorization'));
    const stream = csvStream(auditCsv(auditRows(deps.db, c.req.valid('query'))));
    const day = deps.now().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      ...PRIVATE,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
    });
  });
}
