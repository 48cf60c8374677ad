// Account and session endpoints: sign-in, refresh, sign-out, current user, password change.
import { createRoute } from '@hono/zod-openapi';
import { changePasswordRequestSchema, loginRequestSchema, logoutRequestSchema, refreshRequestSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json, jsonBody, problem } from '../../http/openapi';
import { clientAddress } from '../../http/rate-limit';
import { changePassword, signIn } from '../../services/auth/accounts';
import { requireLearner } from '../../services/auth/require-learner';
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken, toUser } from '../../services/auth/sessions';
import { authSettings } from '../../services/auth/settings';
import { AuthDataDoc, bearer, RefreshedTokensDoc, UserDoc } from './schemas';

// POST /api/v1/auth/login – exchange credentials for tokens
const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'login',
  summary: 'Exchange credentials for tokens',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: json(AuthDataDoc, 'Signed in'),
    401: problem('E-mail and password do not match an account'),
    422: problem('Invalid field'),
    429: problem('Too many failed sign-ins; see Retry-After'),
  },
});

// POST /api/v1/auth/refresh – rotate the refresh token, get a new access token
const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  operationId: 'refreshTokens',
  summary: 'Rotate the refresh token, get a new access token',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(refreshRequestSchema) },
  responses: {
    200: json(RefreshedTokensDoc, 'New tokens (the session keeps its LMS token and user)'),
    401: problem('Unknown, expired, revoked or reused refresh token'),
  },
});

// POST /api/v1/auth/logout – end the sign-in the refresh (or access) token belongs to
const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'logout',
  summary: 'End the sign-in the refresh (or access) token belongs to',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(logoutRequestSchema) },
  responses: { 204: { description: 'Signed out (also when the session had already ended)' } },
});

// GET /api/v1/auth/me – the signed-in learner
const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  operationId: 'getCurrentUser',
  summary: 'The signed-in learner',
  tags: ['auth'],
  security: bearer,
  responses: { 200: json(UserDoc, 'The learner'), 401: bearerProblem('No valid access token') },
});

// POST /api/v1/auth/change-password – new password; every other sign-in ends
const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/change-password',
  operationId: 'changePassword',
  summary: 'New password; every other sign-in ends',
  tags: ['auth'],
  security: bearer,
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: {
    200: json(AuthDataDoc, 'Password changed; a fresh sign-in for this device'),
    401: bearerProblem('No valid access token'),
    422: problem('Invalid field or wrong current password'),
    429: problem('Too many failed attempts; see Retry-After'),
  },
});

export function accountRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const address = (headers: Headers) => clientAddress(headers, authSettings(deps));

  app.openapi(loginRoute, async (c) =>
    c.json(await signIn(deps, c.req.valid('json'), address(c.req.raw.headers), c.req.header('user-agent')), 200),
  );
  app.openapi(refreshRoute, async (c) =>
    c.json(await rotateRefreshToken(deps, c.req.valid('json').refresh_token), 200),
  );

  app.openapi(logoutRoute, async (c) => {
    const { refresh_token } = c.req.valid('json');
    const sessionId = refresh_token
      ? await sessionOfRefreshToken(deps, refresh_token)
      : await requireLearner(deps, c.req.header('authorization')).then(
          (l) => l.sessionId,
          () => undefined,
        );
    if (sessionId) await revokeSession(deps, sessionId, 'sign-out');
    return c.body(null, 204);
  });

  app.openapi(meRoute, async (c) =>
    c.json(toUser((await requireLearner(deps, c.req.header('authorization'))).account), 200),
  );

  app.openapi(changePasswordRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    return c.json(
      await changePassword(deps, learner, c.req.valid('json'), address(c.req.raw.headers), c.req.header('user-agent')),
      200,
    );
  });
}
