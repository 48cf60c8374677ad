// The LMS token: opaque, stored as SHA-256, alive exactly as long as its sign-in.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { authSessions } from '../../db/schema';
import { sha256 } from './tokens';

export async function introspectLmsToken(deps: PlatformDeps, token: string): Promise<{ active: boolean; sub?: string }> {
  const [row] = await deps.db
    .select({ accountId: authSessions.accountId })
    .from(authSessions)
    .where(and(eq(authSessions.lmsTokenHash, sha256(token)), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, deps.now())));
  return row ? { active: true, sub: row.accountId } : { active: false };
}
