// Token introspection for the LMS (RFC 7662): the LMS authenticates as a client with HTTP Basic
// credentials from configuration, and learns whether an lms_token is active, whose it is, and which
// programmes and semesters it may open (a paid enrolment not withdrawn from its first semester, each semester paid or
// covered by a scholarship and not withdrawn from, and an approved identity verification).
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LmsIntrospection } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, authSessions } from '../../db/schema';
import { sha256 } from '../auth/tokens';
import { listEnrolments } from '../enrolments/list';
import { kycStatusOf } from '../kyc/submissions';
import { paymentOptions } from '../payments/settings';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** RFC 6749 §2.3.1: id and secret are form-urlencoded, joined by a colon, base64-encoded. */
export function isLmsClient(deps: PlatformDeps, authorization: string | undefined): boolean {
  const client = paymentOptions(deps).lmsClient;
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '')?.[1];
  if (!client || !encoded) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  let id: string;
  let secret: string;
  try {
    id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
  } catch {
    return false;
  }
  // Both compared in full, in constant time, whichever is wrong.
  const idMatches = timingSafeEqual(digest(id), digest(client.id));
  const secretMatches = timingSafeEqual(digest(secret), digest(client.secret));
  return idMatches && secretMatches;
}

export async function introspectLmsToken(deps: PlatformDeps, token: string): Promise<LmsIntrospection> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ session: authSessions, account: accounts })
    .from(authSessions)
    .innerJoin(accounts, and(eq(accounts.id, authSessions.accountId), isNull(accounts.closedAt)))
    .where(
      and(
        eq(authSessions.lmsTokenHash, sha256(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  if (!row) return { active: false };
  // A programme the learner withdrew from at semester 1 is theirs no more (its money goes back): the LMS is not told of it.
  const enrolled = (await listEnrolments(deps.db, row.account.id, now)).filter(
    (e) => e.semesters[0]?.standing.status !== 'withdrawn',
  );
  // Courses open with a paid enrolment (every enrolment exists because its order was paid) and an approved identity.
  const access = enrolled.length > 0 && (await kycStatusOf(deps, row.account.id)).status === 'approved';
  // A semester opens when it is paid or a scholarship covers it: one that started unpaid stays closed to the LMS.
  const openSemesters = (enrolment: (typeof enrolled)[number]) =>
    access
      ? enrolment.semesters
          .filter((s) => s.standing.status === 'paid' || s.standing.status === 'scholarship')
          .map((s) => s.number)
      : [];
  const scopes = enrolled.flatMap((e) => [
    `programme:${e.programme.slug}`,
    ...openSemesters(e).map((n) => `programme:${e.programme.slug}:semester:${n}`),
  ]);
  return {
    active: true,
    sub: row.account.id,
    client_id: paymentOptions(deps).lmsClient?.id,
    exp: Math.floor(row.session.expiresAt.getTime() / 1000),
    iat: Math.floor(row.session.createdAt.getTime() / 1000),
    // RFC 7662 §2.2 names the token's scopes; no scope is no member, not an empty string.
    ...(access && enrolled.length > 0 ? { scope: scopes.join(' ') } : {}),
    name: row.account.fullName,
    email: row.account.email,
    course_access: access,
    programmes: enrolled.map((e) => ({
      slug: e.programme.slug,
      title: e.programme.title,
      intake: e.intake.slug,
      semesters: openSemesters(e),
    })),
  };
}
