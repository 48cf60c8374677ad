// Staff see withdrawals (to refund first, then the settled ones) and record that a refund was sent.
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { listWithdrawals, settleWithdrawal } from '../../services/semesters/withdrawals';
import { bearer } from '../auth/schemas';
import { WithdrawalDoc } from '../me/withdrawals';
import { oneCaseRoute, staffOnly } from './staff-route';

const WithdrawalListDoc = z
  .object({ items: z.array(WithdrawalDoc), total: z.number().int() })
  .meta({ id: 'WithdrawalList' });
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /api/v1/staff/withdrawals – refunds to send first, then the sent ones (the latest 200)
const listRoute = createRoute({
  method: 'get',
  path: '/staff/withdrawals',
  operationId: 'listWithdrawals',
  summary: 'Withdrawals: refunds to send first, then those sent (the latest 200)',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(WithdrawalListDoc, 'The withdrawals'), ...staffOnly },
});

// POST /api/v1/staff/withdrawals/{id}/settle – the refund was sent: recorded once with who and when, the learner mailed
const settleRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/withdrawals/{id}/settle',
  operationId: 'settleWithdrawal',
  summary: 'Record that the refund was sent (who and when); the learner is e-mailed',
  request: { params: z.object({ id: z.uuid() }) },
  ok: json(WithdrawalDoc, 'Recorded'),
  malformed: 'Malformed id',
  missing: 'No such withdrawal',
  more: { 403: problem('Not staff, or the withdrawal is the caller’s own'), 409: problem('Recorded as sent already') },
});

export function withdrawalReviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const items = await listWithdrawals(deps);
    return c.json({ items, total: items.length }, 200, PRIVATE);
  });
  app.openapi(settleRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    return c.json(await settleWithdrawal(deps, staff, c.req.valid('param').id), 200, PRIVATE);
  });
}
