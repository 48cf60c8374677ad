// Idempotency-Key for write endpoints (draft-ietf-httpapi-idempotency-key-header): the first request with a key
// is handled and its successful answer stored; the same key with the same body gets that answer again, with its
// Location (Idempotent-Replayed: true), with another body a 422, and while the first is still running a 409. A claim
// whose request died (the process stopped, the database went away mid-write) lapses after claimTtlMs.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { REQUEST_IN_PROGRESS_PROBLEM_TYPE } from '@/contract';
import type { PlatformDeps } from '../deps';
import { idempotencyKeys } from '../db/schema';
import { problemResponse } from './problem-response';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** How long an answer is replayed; idempotency-retention.ts deletes keys older than this. */
export const IDEMPOTENCY_TTL_MS = 86_400_000;

interface IdempotencyOptions {
  /** Names the endpoint, e.g. "POST /support/requests"; a key is only ever replayed on its own scope. A function may
   * verify the caller first (and throw its 401): nothing stored is read before it has answered. */
  scope: string | ((c: Context) => string | Promise<string>);
  /** Refuse writes without a key (400). */
  required?: boolean;
  /** How long a claim without an answer holds the key (30 s): longer than any request may run. */
  claimTtlMs?: number;
}

const keySchema = z.string().min(8).max(255);

/**
 * The header in an operation's OpenAPI request, declared as its middleware treats it: `required` exactly where
 * `idempotency(deps, { required: true })` refuses a write without a key (idempotency-declared.test.ts compares them).
 */
export const idempotencyKeyHeaders = ({ required }: { required: boolean }) =>
  z.object({
    'idempotency-key': required
      ? keySchema.describe(
          'Required: a write without it is refused (400). Same key and body: the first answer again; another body: 422.',
        )
      : keySchema.optional().describe('Same key and body: the first answer again; another body: 422.'),
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function idempotency(deps: PlatformDeps, options: IdempotencyOptions): MiddlewareHandler {
  const claimTtlMs = options.claimTtlMs ?? 30_000;
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      if (!options.required) return next();
      return problemResponse({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `The ${IDEMPOTENCY_HEADER} header is required.`,
      });
    }
    if (!KEY_PATTERN.test(key)) {
      return problemResponse({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `${IDEMPOTENCY_HEADER} must be 8 to 255 visible ASCII characters.`,
      });
    }
    const scope = typeof options.scope === 'string' ? options.scope : await options.scope(c);
    // Hono caches the body, so the route's validator can still read it after us.
    const requestHash = sha256(await c.req.text());
    const now = deps.now();
    const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const olderThan = (ms: number) => lt(idempotencyKeys.createdAt, new Date(now.getTime() - ms));
    // An expired answer, or a claim whose request never finished, frees the key.
    await deps.db
      .delete(idempotencyKeys)
      .where(
        and(thisKey, or(olderThan(IDEMPOTENCY_TTL_MS), and(isNull(idempotencyKeys.status), olderThan(claimTtlMs)))),
      );

    const claimed = await deps.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return replay(deps, scope, key, requestHash);

    let stored = false;
    try {
      await next();
      const response = c.res;
      if (response.status >= 200 && response.status < 300) {
        const body = await response.clone().text();
        await deps.db
          .update(idempotencyKeys)
          .set({
            status: response.status,
            body,
            contentType: response.headers.get('content-type'),
            location: response.headers.get('location'),
          })
          .where(thisKey);
        stored = true;
      }
    } finally {
      // Failures are not stored: the client may fix the request and send it again with the same key. If the
      // database is away this fails too, and the claim lapses after claimTtlMs instead.
      if (!stored)
        await deps.db
          .delete(idempotencyKeys)
          .where(thisKey)
          .catch(() => {});
    }
  };
}

async function replay(deps: PlatformDeps, scope: string, key: string, requestHash: string): Promise<Response> {
  const [stored] = await deps.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (stored && stored.requestHash !== requestHash) {
    return problemResponse({
      type: 'about:blank',
      title: 'Unprocessable Content',
      status: 422,
      detail: `This ${IDEMPOTENCY_HEADER} was already used with a different request; send a new key for a new request.`,
    });
  }
  if (!stored || stored.status === null) {
    return problemResponse(
      {
        type: REQUEST_IN_PROGRESS_PROBLEM_TYPE,
        title: 'Request in progress',
        status: 409,
        detail: `A request with this ${IDEMPOTENCY_HEADER} is still being handled.`,
      },
      { 'Retry-After': '1' },
    );
  }
  const headers = new Headers({
    'content-type': stored.contentType ?? 'application/json',
    'Idempotent-Replayed': 'true',
  });
  if (stored.location !== null) headers.set('Location', stored.location);
  return new Response(stored.body, { status: stored.status, headers });
}
