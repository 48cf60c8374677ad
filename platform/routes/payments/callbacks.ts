// What gateways call: the learner's browser coming back (GET or form POST), and signed webhooks.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { malformed, notFound } from '../../domain-errors';
import { portalPathIn } from '../../services/auth/account-mail-text';
import { handleReturn, handleWebhook } from '../../services/payments/notifications';
import { paymentOptions } from '../../services/payments/settings';
import { json, problem } from '../checkout/schemas';

const gatewayParams = z.object({ gateway: z.enum(['test', 'jazzcash']) });
const redirectDoc = {
  description:
    'To the portal’s /checkout result step, /ur/checkout for a learner whose account is in Urdu (with notice=unverified when the return was not genuine)',
  headers: { Location: { schema: { type: 'string' as const } } },
};

const returnGet = createRoute({
  method: 'get',
  path: '/payments/return/{gateway}',
  operationId: 'returnFromGateway',
  tags: ['payments'],
  security: [],
  summary: 'The learner’s browser back from the gateway; the platform then asks the gateway for the status',
  request: { params: gatewayParams },
  responses: { 303: redirectDoc, 400: problem('Unknown gateway') },
});
const returnPost = createRoute({
  ...returnGet,
  method: 'post',
  operationId: 'returnFromGatewayByPost',
  summary: 'The same, for gateways that post the learner back (JazzCash)',
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/webhooks/{gateway}',
  operationId: 'receiveGatewayWebhook',
  tags: ['payments'],
  security: [],
  summary: 'Signed notification from the gateway; each event is handled at most once',
  description:
    'Test gateway: JSON body, header `Test-Gateway-Signature: t={unix},v1={HMAC-SHA256 of "t.body"}`, refused outside 300 s. JazzCash: form fields signed with pp_SecureHash.',
  request: { params: gatewayParams },
  responses: {
    200: json(
      z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookReceipt' }),
      'Accepted (also a repeat, or an unknown payment)',
    ),
    400: problem('Signature missing, wrong, or outside the tolerance window; malformed body'),
    404: problem('That gateway is not in use'),
  },
});

async function returnParams(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST' && (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(await c.req.text())) params[key] = value;
  }
  return params;
}

export function paymentCallbackRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET|POST /api/v1/payments/return/{gateway} – verify the return, confirm with the gateway, send the learner to the result
  const onReturn = async (c: Context, gateway: string) => {
    const { orderId, verified, language } = await handleReturn(deps, gateway, await returnParams(c));
    const target = new URL(portalPathIn(language, '/checkout'), paymentOptions(deps).siteUrl);
    target.searchParams.set('step', 'result');
    if (orderId) target.searchParams.set('order', orderId);
    if (!verified) target.searchParams.set('notice', 'unverified');
    return c.redirect(target.toString(), 303);
  };
  app.openapi(returnGet, (c) => onReturn(c, c.req.valid('param').gateway));
  app.openapi(returnPost, (c) => onReturn(c, c.req.valid('param').gateway));

  // POST /api/v1/payments/webhooks/{gateway} – a gateway's signed notification
  app.openapi(webhookRoute, async (c) => {
    const result = await handleWebhook(deps, c.req.valid('param').gateway, await c.req.text(), c.req.raw.headers);
    if (result.status === 'no-such-gateway') throw notFound('That gateway is not in use.');
    if (result.status === 'rejected') throw malformed(`Webhook refused: ${result.reason}.`);
    return c.json({ received: true as const, duplicate: result.status === 'duplicate' }, 200);
  });
}
