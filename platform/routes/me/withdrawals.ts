// The learner withdraws from a paid semester of a programme (the Terms' refund: all before the term, half in its
// first 14 days); staff then send the refund and record it.
import { createRoute, z } from '@hono/zod-openapi';
import { withdrawalRecordedSchema, withdrawalRequestSchema, withdrawalSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { bearerProblem, created, jsonBody, problem } from '../../http/openapi';
import { requireLearner } from '../../services/auth/require-learner';
import { requestWithdrawal } from '../../services/semesters/withdrawals';
import { bearer } from '../auth/schemas';

export const WithdrawalDoc = withdrawalSchema.meta({
  id: 'Withdrawal',
  description:
    'A refund a withdrawal owes for one semester (integer paisa), computed from and recorded against the payment that paid it.',
});

const WithdrawalRecordedDoc = withdrawalRecordedSchema.extend({ items: z.array(WithdrawalDoc) }).meta({
  id: 'WithdrawalRecorded',
  description: 'The refunds a withdrawal recorded: the semester withdrawn from and every later semester paid for.',
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/me/withdrawals',
  operationId: 'requestWithdrawal',
  tags: ['learner'],
  summary:
    'Withdraw from a paid semester of a programme (and the programme from then on): the Terms’ refund, and every later paid semester back whole',
  security: bearer,
  request: {
    headers: idempotencyKeyHeaders({ required: true }),
    body: jsonBody(withdrawalRequestSchema),
  },
  responses: {
    201: created(
      WithdrawalRecordedDoc,
      'Requested: staff send each refund; open orders from that semester on are cancelled',
      'the enrolments, whose semesters show each withdrawal and its refund (GET /enrolments)',
    ),
    400: problem('Missing or malformed Idempotency-Key'),
    401: bearerProblem('No valid access token'),
    404: problem('Not enrolled in that programme'),
    409: problem(
      'Already withdrawn from this semester or an earlier one, or the same Idempotency-Key is still being handled',
    ),
    422: problem(
      'Semester not paid, without dates, or past its first 14 days (no refund), or an Idempotency-Key reused with another body',
    ),
  },
});

export function withdrawalRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // POST /api/v1/me/withdrawals – withdraw (Idempotency-Key required: it moves money)
  app.use('/me/withdrawals', idempotency(deps, { scope: callerScope(deps, 'POST /me/withdrawals'), required: true }));
  app.openapi(withdrawRoute, async (c) =>
    c.json(
      await requestWithdrawal(deps, await requireLearner(deps, c.req.header('authorization')), c.req.valid('json')),
      201,
      { Location: '/api/v1/enrolments' },
    ),
  );
}
