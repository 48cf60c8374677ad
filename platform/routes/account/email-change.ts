// Changing the e-mail address: request (password, new address), confirm (the code from the new address), and the
// old address's "this was not me" link.
import { createRoute } from '@hono/zod-openapi';
import {
  EMAIL_CHANGE_ACCEPTED_MESSAGE,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeRevertSchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json, jsonBody, problem } from '../../http/openapi';
import { confirmEmailChange, requestEmailChange, revertEmailChange } from '../../services/account/email-change';
import { requireLearner } from '../../services/auth/require-learner';
import { toUser } from '../../services/auth/sessions';
import { bearer, UserDoc } from '../auth/schemas';
import type { ClientAddress } from './schemas';
import { EmailChangeAcceptedDoc, EmailChangeRevertedDoc } from './schemas';

// POST /api/v1/me/email-change – send a code to the new address
const requestRoute = createRoute({
  method: 'post',
  path: '/me/email-change',
  operationId: 'requestEmailChange',
  summary: 'Send a code to the new address (the current password first); nothing changes yet',
  tags: ['account'],
  security: bearer,
  request: { body: jsonBody(emailChangeRequestSchema) },
  responses: {
    202: json(EmailChangeAcceptedDoc, 'A code is on its way to the new address (or a mail saying it is taken)'),
    401: bearerProblem('No valid access token, or the session has ended'),
    422: problem('Invalid field or wrong current password'),
    429: problem('Too many attempts; see Retry-After'),
  },
});

// POST /api/v1/me/email-change/confirm – the code from the new address changes it
const confirmRoute = createRoute({
  method: 'post',
  path: '/me/email-change/confirm',
  operationId: 'confirmEmailChange',
  summary: 'The code from the new address: the address changes and the old one is told',
  tags: ['account'],
  security: bearer,
  request: { body: jsonBody(emailChangeConfirmSchema) },
  responses: {
    200: json(UserDoc, 'The learner with the new address'),
    401: bearerProblem('No valid access token, or the session has ended'),
    409: problem('Another account took the address meanwhile'),
    422: problem('Wrong, used or expired code'),
    429: problem('Too many attempts; see Retry-After'),
  },
});

// POST /api/v1/auth/email-change/revert – "this was not me" from the old address
const revertRoute = createRoute({
  method: 'post',
  path: '/auth/email-change/revert',
  operationId: 'revertEmailChange',
  summary: '“This was not me”: the link mailed to the old address puts it back and ends every sign-in',
  tags: ['account'],
  security: [],
  request: { body: jsonBody(emailChangeRevertSchema) },
  responses: {
    200: json(EmailChangeRevertedDoc, 'The old address is back; every sign-in ended'),
    410: problem('The link expired, was used, or a later change followed'),
    422: problem('Invalid field'),
  },
});

export function emailChangeRoutes(app: PlatformRouter, deps: PlatformDeps, address: ClientAddress): void {
  app.openapi(requestRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const changeId = await requestEmailChange(deps, learner, c.req.valid('json'), address(c.req.raw.headers));
    return c.json({ message: EMAIL_CHANGE_ACCEPTED_MESSAGE, change_id: changeId }, 202);
  });
  app.openapi(confirmRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    c.header('cache-control', 'no-store');
    return c.json(
      toUser(await confirmEmailChange(deps, learner, c.req.valid('json'), address(c.req.raw.headers))),
      200,
    );
  });
  app.openapi(revertRoute, async (c) => {
    const email = await revertEmailChange(deps, c.req.valid('json').token, address(c.req.raw.headers));
    c.header('cache-control', 'no-store');
    return c.json(
      {
        message: `Your address is ${email} again and every device was signed out. Set a new password with “Forgot your password?”.`,
        email,
      },
      200,
    );
  });
}
