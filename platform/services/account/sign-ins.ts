// The learner's live sign-ins, with the device as far as its User-Agent tells (bowser), and ending the others.
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { SignIn } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { authSessions } from '../../db/schema';
import type { Learner } from '../auth/require-learner';
import { revokeOtherSessions } from '../auth/sessions';
import { recordAccountEvent } from './audit';

/** "Chrome 131 on Windows", "Safari on iOS", or null when the browser sent no User-Agent or one bowser cannot read. */
function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const system = parsed.os.name ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

export async function listSignIns(deps: PlatformDeps, learner: Learner): Promise<SignIn[]> {
  const rows = await deps.db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.accountId, learner.account.id),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, deps.now()),
      ),
    )
    .orderBy(desc(authSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device: deviceName(row.userAgent),
    current: row.id === learner.sessionId,
  }));
}

/** "Sign out everywhere else": every sign-in but this one ends (their refresh tokens stop working at once). */
export async function endOtherSignIns(
  deps: PlatformDeps,
  learner: Learner,
  address: string | undefined,
): Promise<number> {
  const ended = await revokeOtherSessions(deps, learner.account.id, learner.sessionId, 'signed-out-elsewhere');
  await recordAccountEvent(deps.db, {
    accountId: learner.account.id,
    kind: 'sign-ins-ended',
    detail: { ended },
    address,
    at: deps.now(),
  });
  return ended;
}
