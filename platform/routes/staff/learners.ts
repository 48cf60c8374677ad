// Staff find a learner and act on their record: search (keyset pages, filters in the query), one learner's record,
// and four audited actions. Every write takes an Idempotency-Key (scoped to the caller and the learner), so a
// double submit resends one mail or writes one note.
import { createRoute, z } from '@hono/zod-openapi';
import {
  learnerActionResultSchema,
  learnerNoteRequestSchema,
  learnerPageSchema,
  learnerRecordSchema,
  learnerSearchQuerySchema,
  learnerSummarySchema,
  receiptResendRequestSchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { notFound } from '../../domain-errors';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import {
  addLearnerNote,
  endLearnerSessions,
  resendConfirmation,
  resendReceipt,
} from '../../services/staff/learner-actions';
import { readLearnerRecord } from '../../services/staff/learner-record';
import { searchLearners } from '../../services/staff/learner-search';
import { bearer } from '../auth/schemas';
import { oneCaseRoute, staffOnly } from './staff-route';

const LearnerSummaryDoc = learnerSummarySchema.meta({
  id: 'LearnerSummary',
  description: 'A learner as the search lists them.',
});
const LearnerPageDoc = learnerPageSchema.extend({ items: z.array(LearnerSummaryDoc) }).meta({ id: 'LearnerPage' });
const LearnerRecordDoc = learnerRecordSchema.meta({
  id: 'LearnerRecord',
  description:
    'One learner’s record for staff: never a password, a token, a code or a whole identity number (its last four only).',
});
const ActionResultDoc = learnerActionResultSchema.meta({ id: 'LearnerActionResult' });
const PRIVATE = { 'cache-control': 'private, no-store' };
const params = z.object({ id: z.uuid() });

// GET /api/v1/staff/learners – search, a keyset page at a time
const searchRoute = createRoute({
  method: 'get',
  path: '/staff/learners',
  operationId: 'searchLearners',
  summary:
    'Find learners by name, e-mail, phone (any format), CNIC last digits, receipt number or order reference; keyset pages',
  tags: ['staff'],
  security: bearer,
  request: { query: learnerSearchQuerySchema },
  responses: { 200: json(LearnerPageDoc, 'One page'), 400: problem('Invalid filter or cursor'), ...staffOnly },
});

// GET /api/v1/staff/learners/{id} – one learner's record
const recordRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/learners/{id}',
  operationId: 'readLearnerRecord',
  summary: 'One learner’s account, identity checks, orders, payments, enrolments, mail, sign-ins and notes',
  request: { params },
  ok: json(LearnerRecordDoc, 'The record'),
  malformed: 'Malformed id',
  missing: 'No such learner',
});

const idempotent = { params, headers: idempotencyKeyHeaders({ required: true }) };
const actionAnswers = {
  ok: json(ActionResultDoc, 'Done, in a sentence to read back to the learner'),
  malformed: 'Malformed id, or the Idempotency-Key is missing or malformed',
  missing: 'No such learner',
  more: {
    409: problem('Nothing to do in this state (closed account, address already confirmed), or the key is in use'),
    422: problem('Invalid field, or the Idempotency-Key was used with another body'),
  },
};

// POST /api/v1/staff/learners/{id}/confirmation – a new confirmation code to the learner's waiting sign-up
const confirmationRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/learners/{id}/confirmation',
  operationId: 'resendLearnerConfirmation',
  summary: 'Resend the address confirmation: a new code for the sign-up waiting for the address (audited)',
  request: idempotent,
  ...actionAnswers,
});

// POST /api/v1/staff/learners/{id}/receipt-mail – the receipt e-mail again
const receiptRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/learners/{id}/receipt-mail',
  operationId: 'resendLearnerReceipt',
  summary: 'E-mail one of the learner’s receipts to them again (audited)',
  request: { ...idempotent, body: jsonBody(receiptResendRequestSchema) },
  ...actionAnswers,
});

// POST /api/v1/staff/learners/{id}/sessions/end – every sign-in ends
const sessionsRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/learners/{id}/sessions/end',
  operationId: 'endLearnerSessions',
  summary: 'End every sign-in of the learner: they sign in again with their password (audited)',
  request: idempotent,
  ...actionAnswers,
});

// POST /api/v1/staff/learners/{id}/notes – an internal note
const noteRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/learners/{id}/notes',
  operationId: 'addLearnerNote',
  summary: 'Add an internal note to the learner’s record; the learner never sees it (audited)',
  request: { ...idempotent, body: jsonBody(learnerNoteRequestSchema) },
  ...actionAnswers,
});

export function learnerRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(searchRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const { cursor, limit, ...filter } = c.req.valid('query');
    return c.json(await searchLearners(deps.db, filter, { cursor, limit }), 200, PRIVATE);
  });

  app.openapi(recordRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const record = await readLearnerRecord(deps.db, c.req.valid('param').id, deps.now());
    if (!record) throw notFound('No learner has this id.');
    return c.json(record, 200, PRIVATE);
  });

  // The path names the learner, so a key is only ever replayed for the same learner and action.
  app.use(
    '/staff/learners/:id/*',
    idempotency(deps, { scope: (c) => callerScope(deps, `POST ${c.req.path}`)(c), required: true }),
  );
  const staffOf = (c: { req: { header(name: string): string | undefined; raw: Request } }) =>
    requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);

  app.openapi(confirmationRoute, async (c) => {
    const staff = await staffOf(c);
    return c.json(await resendConfirmation(deps, staff.actor, c.req.valid('param').id), 200, PRIVATE);
  });
  app.openapi(receiptRoute, async (c) => {
    const staff = await staffOf(c);
    const { receipt } = c.req.valid('json');
    return c.json(await resendReceipt(deps, staff.actor, c.req.valid('param').id, receipt), 200, PRIVATE);
  });
  app.openapi(sessionsRoute, async (c) => {
    const staff = await staffOf(c);
    return c.json(await endLearnerSessions(deps, staff.actor, c.req.valid('param').id), 200, PRIVATE);
  });
  app.openapi(noteRoute, async (c) => {
    const staff = await staffOf(c);
    const { text } = c.req.valid('json');
    return c.json(await addLearnerNote(deps, staff.actor, c.req.valid('param').id, text), 200, PRIVATE);
  });
}
