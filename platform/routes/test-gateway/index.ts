// The local test gateway's hosted payment page, served beside the platform only when it is the gateway in use.
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { testGatewayContext } from '../../services/payments/settings';
import { hostedPageUrl } from '../../services/test-gateway/api';
import { closedPage, notFoundPage, paymentPage } from '../../services/test-gateway/hosted-page';
import { notifyMerchant } from '../../services/test-gateway/notify';
import { decide, findSession } from '../../services/test-gateway/sessions';
import { signedReturnUrl } from '../../services/test-gateway/signing';

const params = z.object({ id: z.string().regex(/^tg_[0-9a-f]{24}$/) });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const noStore = { 'cache-control': 'no-store' };

const pageRoute = createRoute({
  method: 'get',
  path: '/test-gateway/pay/{id}',
  operationId: 'showTestGatewayPayment',
  tags: ['test-gateway'],
  security: [],
  summary: 'Test gateway: the hosted payment page (approve, decline, cancel, confirm later)',
  request: { params },
  responses: { 200: html('The payment page'), 404: html('No such payment, or the test gateway is not in use') },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/test-gateway/pay/{id}',
  operationId: 'decideTestGatewayPayment',
  tags: ['test-gateway'],
  security: [],
  summary: 'Test gateway: the tester’s decision; the browser goes back to the merchant with a signed result',
  request: {
    params,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ decision: z.enum(['approve', 'decline', 'cancel', 'later']) }),
        },
      },
    },
  },
  responses: {
    303: { description: 'Back to the merchant’s return URL' },
    404: html('No such payment, or the test gateway is not in use'),
  },
});

export function testGatewayRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/test-gateway/pay/{id} – the hosted page
  app.openapi(pageRoute, async (c) => {
    const context = testGatewayContext(deps);
    const session = context ? await findSession(deps.db, c.req.valid('param').id) : undefined;
    if (!context || !session) return c.html(notFoundPage(), 404, noStore);
    const now = deps.now();
    if (session.status !== 'open' || session.expiresAt <= now) {
      return c.html(
        closedPage(session, signedReturnUrl(context.settings.secret, session, now), session.status === 'open'),
        200,
        noStore,
      );
    }
    return c.html(paymentPage(session, hostedPageUrl(context.settings.publicUrl, session.id)), 200, noStore);
  });

  // POST /api/v1/test-gateway/pay/{id} – decide, notify the merchant, send the browser back
  app.openapi(decideRoute, async (c) => {
    const context = testGatewayContext(deps);
    const id = c.req.valid('param').id;
    if (!context || !(await findSession(deps.db, id))) return c.html(notFoundPage(), 404, noStore);
    const { session, changed } = await decide(deps.db, id, c.req.valid('form').decision, deps.now());
    if (changed) notifyMerchant(context, session);
    return c.redirect(signedReturnUrl(context.settings.secret, session, deps.now()), 303);
  });
}
