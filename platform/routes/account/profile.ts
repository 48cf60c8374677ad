// The learner's own profile: name and phone, and the language of their e-mails.
import { createRoute } from '@hono/zod-openapi';
import { emailLanguageUpdateSchema, profileUpdateSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json, jsonBody, problem } from '../../http/openapi';
import { updateEmailLanguage } from '../../services/account/email-language';
import { updateProfile } from '../../services/account/profile';
import { requireLearner } from '../../services/auth/require-learner';
import { toUser } from '../../services/auth/sessions';
import { bearer, UserDoc } from '../auth/schemas';
import type { ClientAddress } from './schemas';

// PATCH /api/v1/me/profile – correct the name and phone
const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/me/profile',
  operationId: 'updateProfile',
  summary: 'Correct the learner’s name and phone (same rules as sign-up)',
  tags: ['account'],
  security: bearer,
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: json(UserDoc, 'The learner as now stored'),
    401: bearerProblem('No valid access token, or the session has ended'),
    422: problem('Invalid field'),
  },
});

// PUT /api/v1/me/language – the language of the learner's e-mails
const updateEmailLanguageRoute = createRoute({
  method: 'put',
  path: '/me/language',
  operationId: 'updateEmailLanguage',
  summary: 'Choose the language of the e-mails the platform sends the learner (en or ur)',
  tags: ['account'],
  security: bearer,
  request: { body: jsonBody(emailLanguageUpdateSchema) },
  responses: {
    200: json(UserDoc, 'The learner as now stored'),
    401: bearerProblem('No valid access token, or the session has ended'),
    422: problem('Invalid field'),
  },
});

export function profileRoutes(app: PlatformRouter, deps: PlatformDeps, address: ClientAddress): void {
  app.openapi(updateProfileRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const account = await updateProfile(deps, learner, c.req.valid('json'), address(c.req.raw.headers));
    c.header('cache-control', 'no-store');
    return c.json(toUser(account), 200);
  });

  app.openapi(updateEmailLanguageRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const account = await updateEmailLanguage(deps, learner, c.req.valid('json'), address(c.req.raw.headers));
    c.header('cache-control', 'no-store');
    return c.json(toUser(account), 200);
  });
}
