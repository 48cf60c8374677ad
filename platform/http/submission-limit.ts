// Per-address limits on the public forms (support requests, scholarship applications). Each submission that passes
// the schema is counted against the sender's address (the trusted header; none known: no limit) in the database, so
// every instance agrees; counting and recording are one step under a lock per address, so parallel submissions
// cannot slip past the limit together.
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { authFailures } from '../db/schema';
import { waitInMinutes } from '../domain-errors';
import { HttpError } from './errors';
import { addressScope, type FailureKind } from './rate-limit';

export interface SubmissionRule {
  kind: Extract<FailureKind, 'support-request' | 'scholarship-application'>;
  /** What is counted, in the learner's words ("support requests"). */
  noun: string;
}

export const SUPPORT_REQUESTS_PER_ADDRESS: SubmissionRule = { kind: 'support-request', noun: 'support requests' };
export const SCHOLARSHIP_APPLICATIONS_PER_ADDRESS: SubmissionRule = {
  kind: 'scholarship-application',
  noun: 'applications',
};

/** FORM_SUBMISSIONS_PER_HOUR: a school lab or office behind one address may need more. */
const DEFAULT_SUBMISSIONS_PER_HOUR = 10;
const WINDOW_SECONDS = 3600;

const tooManySubmissions = (rule: SubmissionRule, max: number, retryAfterSeconds: number) =>
  new HttpError(
    429,
    'Too Many Requests',
    `Your connection has sent ${max} ${rule.noun} in the last hour. ${waitInMinutes(retryAfterSeconds)}`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** Counts one submission from `address`, or throws a 429 when the address has used up its window. */
export async function countSubmission(
  deps: PlatformDeps,
  rule: SubmissionRule,
  address: string | undefined,
): Promise<void> {
  const max = deps.formSubmissionsPerHour ?? DEFAULT_SUBMISSIONS_PER_HOUR;
  if (!address || max === 0) return;
  const scope = addressScope(address);
  const now = deps.now();
  const since = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.kind} ${scope}`}))`);
    const [row] = await tx
      .select({ submissions: count(), oldest: min(authFailures.createdAt) })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), eq(authFailures.kind, rule.kind), gt(authFailures.createdAt, since)));
    if (row && row.submissions >= max && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + WINDOW_SECONDS * 1000;
      throw tooManySubmissions(rule, max, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    await tx.insert(authFailures).values({ scope, kind: rule.kind, createdAt: now });
  });
}
