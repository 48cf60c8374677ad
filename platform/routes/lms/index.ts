// The LMS's endpoint on the platform: token introspection, for authenticated LMS clients only.
import { createRoute } from '@hono/zod-openapi';
import { lmsIntrospectionRequestSchema, lmsIntrospectionSchema, oauthErrorSchema } from '@/contract';
import { json, problem } from '../../http/openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { problemResponse } from '../../http/problem-response';
import { introspectLmsToken, isLmsClient } from '../../services/lms/introspect';

// POST /api/v1/auth/lms-token/introspect – RFC 7662 introspection of a learner's lms_token
const introspectRoute = createRoute({
  method: 'post',
  path: '/auth/lms-token/introspect',
  operationId: 'introspectLmsToken',
  tags: ['lms'],
  summary: 'RFC 7662 token introspection for the LMS (HTTP Basic client credentials)',
  security: [{ lmsClientBasic: [] }],
  request: {
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: lmsIntrospectionRequestSchema } },
    },
  },
  responses: {
    200: json(
      lmsIntrospectionSchema.meta({ id: 'LmsIntrospection' }),
      'Whether the token is active, whose it is and what it may open',
    ),
    400: json(
      oauthErrorSchema.meta({ id: 'OAuthError' }),
      'No `token`, or more than one (RFC 7662 §2.3): `invalid_request` as RFC 6749 §5.2 writes it',
    ),
    401: problem('Not an authenticated LMS client'),
  },
});

// An OAuth client library reads RFC 6749's error object, not a problem: a body without exactly one token is a 400.
const NO_STORE = { 'cache-control': 'no-store' };
const INVALID_REQUEST = { error: 'invalid_request' as const, error_description: 'Send exactly one token parameter.' };

export function lmsRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'lmsClientBasic', {
    type: 'http',
    scheme: 'basic',
    description: 'LMS_CLIENT_ID and LMS_CLIENT_SECRET',
  });
  // Client authentication first (RFC 7662 §2.1): nobody else learns whether a token is active.
  app.use('/auth/lms-token/introspect', async (c, next) => {
    if (isLmsClient(deps, c.req.header('authorization'))) return next();
    return problemResponse(
      {
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        detail: 'Introspection is for the LMS: authenticate with its client credentials.',
      },
      { 'WWW-Authenticate': 'Basic realm="lms-introspection"', 'cache-control': 'no-store' },
    );
  });
  app.openapi(
    introspectRoute,
    async (c) => {
      const answer = await introspectLmsToken(deps, c.req.valid('form').token);
      return c.json(answer, 200, NO_STORE);
    },
    (result, c) => (result.success ? undefined : c.json(INVALID_REQUEST, 400, NO_STORE)),
  );
}
