// Staff work the office's inbox: support requests and scholarship applications, their status and assignee, internal
// notes and replies mailed to the sender. Every write is checked against the staff role and audited.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  inboxHandlingSchema,
  inboxItemSchema,
  inboxNoteInputSchema,
  inboxPageQuerySchema,
  inboxPageSchema,
  inboxReferenceSchema,
  inboxReplyInputSchema,
  inboxStaffListSchema,
  inboxSummarySchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { notFound } from '../../domain-errors';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { inboxItem, inboxPage, inboxStaff } from '../../services/staff/inbox-read';
import { addNote, reply, setHandling } from '../../services/staff/inbox-write';
import { bearer } from '../auth/schemas';
import { oneCaseRoute, staffOnly } from './staff-route';

const InboxSummaryDoc = inboxSummarySchema.meta({
  id: 'InboxSummary',
  description: 'A support request or scholarship application as the inbox lists it.',
});
const InboxPageDoc = inboxPageSchema.extend({ items: z.array(InboxSummaryDoc) }).meta({ id: 'InboxPage' });
const InboxItemDoc = inboxItemSchema.meta({
  id: 'InboxItem',
  description: 'One form in full: what the sender wrote, where it stands, and the office’s notes and replies.',
});
const PRIVATE = { 'cache-control': 'private, no-store' };
const params = z.object({ reference: inboxReferenceSchema });

// GET /api/v1/staff/inbox – one page of forms, filtered and sorted
const pageRoute = createRoute({
  method: 'get',
  path: '/staff/inbox',
  operationId: 'listInbox',
  summary: 'Support requests and scholarship applications, newest (or oldest) first, filtered; keyset pages',
  tags: ['staff'],
  security: bearer,
  request: { query: inboxPageQuerySchema },
  responses: { 200: json(InboxPageDoc, 'One page'), 400: problem('Invalid filter or cursor'), ...staffOnly },
});

// GET /api/v1/staff/inbox/staff – whom a form can be assigned to
const staffRoute = createRoute({
  method: 'get',
  path: '/staff/inbox/staff',
  operationId: 'listInboxAssignees',
  summary: 'The staff and admin accounts a form can be assigned to',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(inboxStaffListSchema.meta({ id: 'InboxAssignees' }), 'By address'), ...staffOnly },
});

// GET /api/v1/staff/inbox/{reference} – one form in full
const itemRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/inbox/{reference}',
  operationId: 'getInboxItem',
  summary: 'One support request or scholarship application, with its notes and replies',
  request: { params },
  ok: json(InboxItemDoc, 'The form'),
  malformed: 'Not an inbox reference',
  missing: 'No form has that reference',
});

const write = <const P extends string, B extends z.ZodType>(
  path: P,
  operationId: string,
  summary: string,
  body: B,
  required: boolean,
) =>
  oneCaseRoute({
    method: 'post',
    path,
    operationId,
    summary,
    request: { params, headers: idempotencyKeyHeaders({ required }), body: jsonBody(body) },
    ok: json(InboxItemDoc, 'The form as it now stands'),
    malformed: `Not an inbox reference, or a ${required ? 'missing or ' : ''}malformed Idempotency-Key`,
    missing: 'No form has that reference',
    more: {
      409: problem('The same Idempotency-Key is still being handled'),
      422: problem('Invalid field, or an Idempotency-Key reused with another body'),
    },
  });

// POST /api/v1/staff/inbox/{reference}/handling – status and assignee (as they should stand: sent twice, changed once)
const handlingRoute = write(
  '/staff/inbox/{reference}/handling',
  'setInboxHandling',
  'Set a form’s status and assignee; audited when anything changes',
  inboxHandlingSchema,
  false,
);
// POST /api/v1/staff/inbox/{reference}/notes – an internal note (never mailed)
const noteRoute = write(
  '/staff/inbox/{reference}/notes',
  'addInboxNote',
  'Add an internal note to a form (staff only, never mailed); audited',
  inboxNoteInputSchema,
  true,
);
// POST /api/v1/staff/inbox/{reference}/replies – a reply, kept and mailed to the sender
const replyRoute = write(
  '/staff/inbox/{reference}/replies',
  'replyToInboxItem',
  'Reply to the sender: kept with the form and e-mailed from the portal’s address, the reference in the subject; audited',
  inboxReplyInputSchema,
  true,
);

export function inboxRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // A key is replayed only on its own form: the same words sent to two senders are two replies.
  const scoped = (what: string) => (c: Context) =>
    callerScope(deps, `POST /staff/inbox/${c.req.param('reference') ?? ''}/${what}`)(c);
  const item = async (reference: string) => {
    const found = await inboxItem(deps.db, reference);
    if (!found) throw notFound(`No support request or scholarship application has the reference ${reference}.`);
    return found;
  };

  app.openapi(pageRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    const { cursor, limit, ...filter } = c.req.valid('query');
    return c.json(await inboxPage(deps.db, filter, { cursor, limit }), 200, PRIVATE);
  });

  app.openapi(staffRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    return c.json({ items: await inboxStaff(deps.db) }, 200, PRIVATE);
  });

  app.openapi(itemRoute, async (c) => {
    await requireStaff(deps, c.req.header('authorization'));
    return c.json(await item(c.req.valid('param').reference), 200, PRIVATE);
  });

  app.use('/staff/inbox/:reference/handling', idempotency(deps, { scope: scoped('handling') }));
  app.openapi(handlingRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    const { reference } = c.req.valid('param');
    await setHandling(deps.db, staff.actor, reference, c.req.valid('json'), deps.now());
    return c.json(await item(reference), 200, PRIVATE);
  });

  app.use('/staff/inbox/:reference/notes', idempotency(deps, { scope: scoped('notes'), required: true }));
  app.openapi(noteRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    const { reference } = c.req.valid('param');
    await addNote(deps.db, staff.actor, reference, c.req.valid('json'), deps.now());
    return c.json(await item(reference), 200, PRIVATE);
  });

  app.use('/staff/inbox/:reference/replies', idempotency(deps, { scope: scoped('replies'), required: true }));
  app.openapi(replyRoute, async (c) => {
    const staff = await requireStaff(deps, c.req.header('authorization'), c.req.raw.headers);
    const { reference } = c.req.valid('param');
    await reply(deps, staff.actor, reference, c.req.valid('json'));
    return c.json(await item(reference), 200, PRIVATE);
  });
}
