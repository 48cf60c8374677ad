// A review desk: what staff review of identities and of bank transfers do alike, declared and handled once. Four
// routes under one path: the queue (a page of one status), one case with everything needed to decide, its file
// (decrypted, shown inline, never cached) and the decision (never on one's own case, taken once). Every call checks
// the staff role in the database (requireStaff); every answer is private to the caller.
import { createRoute, z } from '@hono/zod-openapi';
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff, type Staff } from '../../services/auth/require-staff';
import type { StoredBlob } from '../../services/storage/blob-store';
import { bearer } from '../auth/schemas';
import { jpegAnswer } from '../kyc/schemas';
import { oneCaseRoute, staffOnly } from './staff-route';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** An answer's schema and what it means on this desk. */
type Answer = [schema: z.ZodType, description: string];
type Operation = { operationId: string; summary: string };

export interface ReviewDesk<Query extends z.ZodObject, Params extends z.ZodObject, Decision> {
  /** The queue's path; one case is `${path}/{id}`. */
  path: `/staff/${string}`;
  queue: Operation & {
    query: Query;
    ok: z.ZodType;
    list: (query: z.output<Query>) => Promise<unknown>;
  };
  /** What the 404 of a case's routes says ("No such submission"). */
  missing: string;
  review: Operation & { ok: Answer; read: (id: string, reviewerId: string) => Promise<unknown> };
  /** The case's file: its path below the case, and what its 400 and 404 say. */
  file: Operation & {
    path: string;
    params: Params;
    description: string;
    malformed: string;
    missing: string;
    read: (params: z.output<Params>) => Promise<StoredBlob>;
  };
  decision: Operation & {
    body: z.ZodType<Decision>;
    /** When the case is the caller's own ("the submission is the caller’s own"). */
    ownCase: string;
    conflict: string;
    decide: (staff: Staff, id: string, input: Decision) => Promise<unknown>;
  };
}

export function reviewDeskRoutes<Query extends z.ZodObject, Params extends z.ZodObject, Decision>(
  app: PlatformRouter,
  deps: PlatformDeps,
  desk: ReviewDesk<Query, Params, Decision>,
): void {
  const { path, queue, review, file, decision, missing } = desk;
  const caseParams = z.object({ id: z.uuid() });
  const staff = (authorization: string | undefined, headers?: Headers) => requireStaff(deps, authorization, headers);

  // GET – one page of the queue
  const queueRoute = createRoute({
    method: 'get',
    path,
    operationId: queue.operationId,
    summary: queue.summary,
    tags: ['staff'],
    security: bearer,
    // Widened: the route's own typing cannot follow a generic schema; the handler reads the desk's type back.
    request: { query: queue.query as z.ZodObject },
    responses: { 200: json(queue.ok, 'One page of the queue'), 400: problem('Invalid query parameter'), ...staffOnly },
  });
  app.openapi(queueRoute, async (c) => {
    await staff(c.req.header('authorization'));
    return c.json(await queue.list(c.req.valid('query') as z.output<Query>), 200, PRIVATE);
  });

  // GET /{id} – one case as the caller sees it (their own: to read, not to decide)
  const reviewRoute = oneCaseRoute({
    method: 'get',
    path: `${path}/{id}`,
    operationId: review.operationId,
    summary: review.summary,
    request: { params: caseParams },
    ok: json(...review.ok),
    malformed: 'Malformed id',
    missing,
  });
  app.openapi(reviewRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'));
    return c.json(await review.read(c.req.valid('param').id, reviewer.account.id), 200, PRIVATE);
  });

  // GET /{id}/… – the file, decrypted
  const fileRoute = oneCaseRoute({
    method: 'get',
    path: `${path}/{id}${file.path}`,
    operationId: file.operationId,
    summary: file.summary,
    request: { params: file.params as z.ZodObject },
    ok: jpegAnswer(file.description),
    malformed: file.malformed,
    missing: file.missing,
  });
  app.openapi(fileRoute, async (c) => {
    await staff(c.req.header('authorization'));
    const blob = await file.read(c.req.valid('param') as z.output<Params>);
    return c.body(new Uint8Array(blob.bytes), 200, {
      ...PRIVATE,
      'content-type': blob.contentType,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  // POST /{id}/decision – decided once, by staff other than the case's owner
  const decisionRoute = oneCaseRoute({
    method: 'post',
    path: `${path}/{id}/decision`,
    operationId: decision.operationId,
    summary: decision.summary,
    request: { params: caseParams, body: jsonBody(decision.body) },
    ok: json(review.ok[0], 'Decided and recorded'),
    malformed: 'Malformed id',
    missing,
    more: {
      403: problem(`Not staff, or ${decision.ownCase} (type ${OWN_CASE_PROBLEM_TYPE})`),
      409: problem(decision.conflict),
      422: problem('Invalid field (a rejection needs a reason; "other" needs a note)'),
    },
  });
  app.openapi(decisionRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'), c.req.raw.headers);
    const input = c.req.valid('json') as Decision;
    return c.json(await decision.decide(reviewer, c.req.valid('param').id, input), 200, PRIVATE);
  });
}
