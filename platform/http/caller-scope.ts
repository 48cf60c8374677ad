// Idempotency-Key scopes per caller, so one learner's key can never replay another learner's answer.
// The token's subject is read without verification only to name the scope; the handler still verifies it.
import type { Context } from 'hono';
import { decode } from 'hono/jwt';

function subjectOf(authorization: string | undefined): string {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return 'anonymous';
  try {
    const { sub } = decode(token).payload;
    return typeof sub === 'string' ? sub : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

export const callerScope = (endpoint: string) => (c: Context) => `${endpoint} ${subjectOf(c.req.header('authorization'))}`;
