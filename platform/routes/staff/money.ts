// The office's money: every payment and refund (filtered, sorted, keyset pages, totals), the same rows as CSV for the
// bookkeeper, the refunds owed, and recording one (audited, the learner mailed). Staff only, checked on every call.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ledgerEntrySchema,
  ledgerFilterSchema,
  ledgerPageQuerySchema,
  ledgerPageSchema,
  ledgerSortSchema,
  ledgerTotalsSchema,
  refundOwedSchema,
  refundRecordSchema,
  refundRequestSchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { ledgerCsv } from '../../services/money/ledger-csv';
import { ledgerPageWithTotals, ledgerRows } from '../../services/money/ledger-page';
import { recordRefund } from '../../services/money/record-refund';
import { addRefundProof, refundProof } from '../../services/money/refund-proof';
import { refundsOwed } from '../../services/money/refunds-owed';
import { csvStream } from '../../services/staff/csv';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const LedgerEntryDoc = ledgerEntrySchema.meta({
  id: 'LedgerEntry',
  description: 'A payment (money in, whatever became of it) or a refund (money sent back). Amounts are integer paisa.',
});
const LedgerTotalsDoc = ledgerTotalsSchema.meta({ id: 'LedgerTotals' });
const LedgerPageDoc = ledgerPageSchema
  .extend({ items: z.array(LedgerEntryDoc), totals: LedgerTotalsDoc })
  .meta({ id: 'LedgerPage' });
const RefundOwedDoc = refundOwedSchema.meta({
  id: 'RefundOwed',
  description: 'Money owed back against one payment and not yet sent: why, how much was paid and how much is owed.',
});
const RefundsOwedDoc = z.object({ items: z.array(RefundOwedDoc) }).meta({ id: 'RefundsOwed' });
const RefundRequestDoc = refundRequestSchema.meta({ id: 'RefundRequest' });
const RefundRecordDoc = refundRecordSchema.meta({ id: 'RefundRecord' });
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /api/v1/staff/money – one page of payments and refunds, with the filter's totals
const pageRoute = createRoute({
  method: 'get',
  path: '/staff/money',
  operationId: 'listMoney',
  summary: 'Every payment and refund, filtered and sorted, in keyset pages, with the totals of the filter',
  tags: ['staff'],
  security: bearer,
  request: { query: ledgerPageQuerySchema },
  responses: {
    200: json(LedgerPageDoc, 'One page and the totals'),
    400: problem('Invalid filter or cursor'),
    ...staffOnly,
  },
});

// GET /api/v1/staff/money/export – every matching row as CSV
const exportRoute = createRoute({
  method: 'get',
  path: '/staff/money/export',
  operationId: 'exportMoney',
  summary: 'Every matching payment and refund as CSV (UTF-8 with BOM, ISO 8601 times in UTC, amounts in rupees)',
  tags: ['staff'],
  security: bearer,
  request: { query: ledgerFilterSchema.extend(ledgerSortSchema.shape) },
  responses: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment); refunds are negative amounts',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: problem('Invalid filter'),
    ...staffOnly,
  },
});

// GET /api/v1/staff/refunds/owed – money owed back and not yet sent
const owedRoute = createRoute({
  method: 'get',
  path: '/staff/refunds/owed',
  operationId: 'listRefundsOwed',
  summary: 'Money owed back and not yet sent (payments not needed, withdrawals), the longest wait first',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(RefundsOwedDoc, 'The refunds owed'), ...staffOnly },
});

// POST /api/v1/staff/refunds – record money sent back for a payment (at most what it owes, once)
const recordRoute = createRoute({
  method: 'post',
  path: '/staff/refunds',
  operationId: 'recordRefund',
  summary: 'Record money sent back for a payment: at most what it owes, once; audited, the learner is e-mailed',
  tags: ['staff'],
  security: bearer,
  request: { headers: idempotencyKeyHeaders({ required: false }), body: jsonBody(RefundRequestDoc) },
  responses: {
    200: json(RefundRecordDoc, 'Recorded'),
    400: problem('Malformed Idempotency-Key'),
    ...staffOnly,
    403: problem('Not staff, or the payment is the caller’s own'),
    404: problem('No such payment'),
    409: problem('A refund is recorded for this payment already, nothing is owed back, or the same key is in use'),
    422: problem(
      'Invalid field: more than is owed back, an unknown method, no reference, or an Idempotency-Key reused',
    ),
  },
});

const refundParams = z.object({ id: z.uuid() });
const binary = z.string().meta({ format: 'binary' });

// PUT /api/v1/staff/refunds/{id}/proof – a photo of the refund's proof (the bank's or wallet's confirmation)
const proofUploadRoute = createRoute({
  method: 'put',
  path: '/staff/refunds/{id}/proof',
  operationId: 'uploadRefundProof',
  summary: 'A photo or screenshot proving the refund was sent (raw JPEG, PNG or WebP, at most 10 MB); replaces one',
  tags: ['staff'],
  security: bearer,
  request: {
    params: refundParams,
    body: {
      required: true,
      content: {
        'image/jpeg': { schema: binary },
        'image/png': { schema: binary },
        'image/webp': { schema: binary },
      },
    },
  },
  responses: {
    204: { description: 'Stored (re-encoded, encrypted), audited as refund.proof_added' },
    400: problem('Malformed id'),
    ...staffOnly,
    403: problem('Not staff, or the refund is the caller’s own'),
    404: problem('No such refund'),
    408: problem('The body arrived slower than the minimum rate and was cut'),
    413: problem('Larger than 10 MB'),
    415: problem('Not a JPEG, PNG or WebP image'),
    422: problem('Unreadable or too small'),
    429: problem('Another upload by the caller is in progress'),
    503: problem('Too many uploads at once; see Retry-After'),
  },
});

// GET /api/v1/staff/refunds/{id}/proof – the proof, decrypted
const proofRoute = createRoute({
  method: 'get',
  path: '/staff/refunds/{id}/proof',
  operationId: 'getRefundProof',
  summary: 'The proof of a refund, decrypted',
  tags: ['staff'],
  security: bearer,
  request: { params: refundParams },
  responses: {
    200: {
      description: 'The photo, re-encoded (Cache-Control: private, no-store)',
      content: { 'image/jpeg': { schema: binary } },
    },
    400: problem('Malformed id'),
    ...staffOnly,
    404: problem('No such refund, or no proof for it'),
  },
});

export function moneyRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(pageRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const { cursor, limit, sort, order, ...filter } = c.req.valid('query');
    return c.json(await ledgerPageWithTotals(deps.db, filter, { sort, order }, { cursor, limit }), 200, PRIVATE);
  });

  app.openapi(exportRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const { sort, order, ...filter } = c.req.valid('query');
    const stream = csvStream(ledgerCsv(ledgerRows(deps.db, filter, { sort, order })));
    const day = deps.now().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      ...PRIVATE,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payments-${day}.csv"`,
    });
  });

  app.openapi(owedRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    return c.json({ items: await refundsOwed(deps.db) }, 200, PRIVATE);
  });

  app.use('/staff/refunds', idempotency(deps, { scope: callerScope(deps, 'POST /staff/refunds') }));
  app.openapi(recordRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    return c.json(await recordRefund(deps, staff, c.req.valid('json')), 200, PRIVATE);
  });

  app.openapi(proofUploadRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    await addRefundProof(deps, staff, c.req.valid('param').id, c.req.raw);
    return c.body(null, 204);
  });

  app.openapi(proofRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const blob = await refundProof(deps, c.req.valid('param').id);
    return c.body(new Uint8Array(blob.bytes), 200, {
      ...PRIVATE,
      'content-type': blob.contentType,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });
}
