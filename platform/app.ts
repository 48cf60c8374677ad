// The platform API as a web-standard app: mounted at /api/v1 by the Next.js catch-all route,
// called in process by the client when no external base URL is configured, and by tests over HTTP.
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, rootMessage } from './db/unavailable';
import { limitBodies } from './http/body-limit';
import { methodNotAllowed } from './http/method-not-allowed';
import { HttpError } from './http/errors';
import { refusalResponse } from './routes/problem-map';
import { DomainError } from './domain-errors';
import { frameworkProblem } from './http/framework-errors';
import { withSharedAnswers } from './http/openapi-document';
import { PUBLIC_READ_CACHE_CONTROL } from './http/cache-control';
import { catalogueCaching } from './http/catalogue-caching';
import { crossOrigin } from './http/cross-origin';
import { problemResponse } from './http/problem-response';
import type { PlatformDeps } from './deps';
import { createRouter } from './router';
import { registerRoutes } from './routes';
import { createPlatformMetrics } from './metrics/platform-metrics';
import { requestMetrics } from './metrics/request-metrics';
import { metricsRoutes } from './routes/operations/metrics';

const API_BASE_PATH = '/api/v1';

/** The document's operation groups, in the order a reader meets them. */
const TAGS = [
  { name: 'catalogue', description: 'Programmes, courses, instructors, semesters and terms: public, cacheable reads' },
  { name: 'content', description: 'Site content, the FAQ and the organisation behind the site: public reads' },
  { name: 'auth', description: 'Sign-up, sign-in, token refresh, sign-out and password recovery' },
  { name: 'forms', description: 'Support requests and scholarship applications, limited per client address' },
  { name: 'checkout', description: 'A learner’s orders, enrolments and receipts' },
  { name: 'payments', description: 'Paying an order: hosted gateways, their returns and webhooks, bank transfers' },
  { name: 'kyc', description: 'A learner’s identity verification: photos, submission, status' },
  { name: 'learner', description: 'The signed-in learner’s dashboard in one call' },
  {
    name: 'account',
    description: 'The learner’s own account: profile, password, e-mail address, sign-ins, data export, closing it',
  },
  { name: 'staff', description: 'Staff review of identity verifications and bank transfers' },
  { name: 'lms', description: 'Token introspection for the LMS (RFC 7662)' },
  {
    name: 'test-gateway',
    description: 'The local test payment gateway’s hosted page (only when it is the gateway in use)',
  },
  { name: 'operations', description: 'Liveness of the platform and its database' },
];

export function createPlatformApp(deps: PlatformDeps) {
  // Set on the deps themselves, not on a copy: they are the app's live settings, which the services read per request.
  deps.metrics ??= createPlatformMetrics({ db: deps.db });
  const metrics = deps.metrics;
  const routes = createRouter();
  registerRoutes(routes, deps);
  metricsRoutes(routes, metrics, deps.metricsToken);
  const app = createRouter().basePath(API_BASE_PATH);

  app.onError((error, c) => {
    if (error instanceof DomainError) return refusalResponse(error);
    if (error instanceof HttpError) return problemResponse(error.toProblem(), error.headers);
    if (error instanceof HTTPException) return problemResponse(frameworkProblem(error, c.req.header('content-type')));
    // A database that is away is a 503 the caller may retry shortly, not a bug.
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn({ path: c.req.path, method: c.req.method, reason: rootMessage(error) }, 'database unavailable');
      return problemResponse(
        {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'The database is not answering. Try again in a moment.',
        },
        { 'Retry-After': '5' },
      );
    }
    deps.logger.error({ err: error, path: c.req.path, method: c.req.method }, 'platform request failed');
    return problemResponse({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });

  app.notFound((c) =>
    problemResponse({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: `No route for ${c.req.method} ${c.req.path}`,
    }),
  );

  // First, so every answer is counted and timed, the ones the middleware below gives included.
  app.use('*', requestMetrics(metrics));
  // Before the 405 check: a listed origin's preflight (OPTIONS) is answered by the CORS middleware.
  const cors = crossOrigin(deps.corsOrigins ?? []);
  if (cors) app.use('*', cors);
  app.use(
    '*',
    methodNotAllowed(() => app.routes),
  );
  app.use('*', limitBodies());
  // Tokens, codes and who is signed in: no cache on the way may keep an answer about a session.
  app.use('/auth/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Any other answer to a caller who sent credentials is about them: no cache keeps it, the browser's own included,
  // unless its route said how it may be kept (a public catalogue read, an answer that already says no-store).
  app.use('*', async (c, next) => {
    await next();
    if (c.req.header('authorization') && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'private, no-store');
  });
  app.use('*', catalogueCaching);
  app.route('/', routes);

  // Built once, on first request: every route is registered by then and the document never changes while running.
  let document: string | undefined;
  app.get('/openapi.json', (c) => {
    document ??= JSON.stringify(
      withSharedAnswers(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: {
            title: 'Learning platform API',
            version: '1.0.0',
            description:
              'The platform the learner portal talks to. Browser pages on other origins may call it only from the origins the operator lists in CORS_ORIGINS, with a Bearer token and never with cookies.',
          },
          servers: [{ url: '/' }],
          tags: TAGS,
        }),
      ),
    );
    return c.body(document, 200, { 'content-type': 'application/json', 'cache-control': PUBLIC_READ_CACHE_CONTROL });
  });

  return app;
}

export type PlatformApp = ReturnType<typeof createPlatformApp>;
