// Password recovery endpoints: ask for a 6-digit code by e-mail, then set a new password with it.
import { createRoute } from '@hono/zod-openapi';
import { passwordResetRequestSchema, RECOVERY_ACCEPTED_MESSAGE, recoveryCodeRequestSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, jsonBody, problem } from '../../http/openapi';
import { clientAddress } from '../../http/rate-limit';
import { requestRecoveryCode, resetPassword } from '../../services/auth/recovery';
import { authSettings } from '../../services/auth/settings';
import { RecoveryAcceptedDoc } from './schemas';

// POST /api/v1/auth/password-recovery/code – e-mail a one-time code (same answer for unknown e-mails)
const requestCodeRoute = createRoute({
  method: 'post',
  path: '/auth/password-recovery/code',
  operationId: 'requestRecoveryCode',
  summary: 'E-mail a one-time code (same answer for unknown e-mails)',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(recoveryCodeRequestSchema) },
  responses: {
    202: json(RecoveryAcceptedDoc, 'A code is on its way if the account exists'),
    422: problem('Invalid e-mail'),
    429: problem('Too many codes asked for; see Retry-After'),
  },
});

// POST /api/v1/auth/password-recovery/reset – set a new password with the code
const resetRoute = createRoute({
  method: 'post',
  path: '/auth/password-recovery/reset',
  operationId: 'resetPassword',
  summary: 'Set a new password with the code and the recovery id its request answered',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(passwordResetRequestSchema) },
  responses: {
    204: { description: 'Password changed; every sign-in of the account ended' },
    422: problem('Invalid input, or a wrong, used or expired code'),
    429: problem('Too many attempts; see Retry-After'),
  },
});

export function recoveryRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const address = (headers: Headers) => clientAddress(headers, authSettings(deps));

  app.openapi(requestCodeRoute, async (c) => {
    const { email, language } = c.req.valid('json');
    const recoveryId = await requestRecoveryCode(deps, email, address(c.req.raw.headers), language);
    return c.json({ message: RECOVERY_ACCEPTED_MESSAGE, recovery_id: recoveryId }, 202);
  });

  app.openapi(resetRoute, async (c) => {
    await resetPassword(deps, c.req.valid('json'), address(c.req.raw.headers));
    return c.body(null, 204);
  });
}
