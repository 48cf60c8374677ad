// Webhooks from the test gateway: sent after each decision (and, for "confirm later", after the delay),
// retried a few times like a real gateway, signed over the raw body with a timestamp.
import { randomBytes } from 'node:crypto';
import { confirmPending, type TestSession } from './sessions';
import type { TestGatewayContext } from './settings';
import { signedWebhook, webhookBody } from './signing';

const RETRY_DELAYS_MS = [1_000, 5_000];

async function deliver(context: TestGatewayContext, session: TestSession): Promise<void> {
  const { settings, logger } = context;
  const now = context.now();
  const { rawBody, headers } = signedWebhook(
    settings.secret,
    webhookBody(session, `evt_${randomBytes(12).toString('hex')}`, now),
    now,
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await settings.fetch(session.webhookUrl, { method: 'POST', headers, body: rawBody });
      if (response.ok) return;
      logger.warn({ status: response.status, session: session.id }, 'test gateway webhook refused');
      if (response.status < 500) return;
    } catch (error) {
      logger.warn({ err: error, session: session.id }, 'test gateway webhook failed');
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
  }
}

/** Fire and forget: the hosted page never waits for the merchant. */
export function notifyMerchant(context: TestGatewayContext, session: TestSession): void {
  void deliver(context, session);
  if (session.status !== 'pending') return;
  // Kept in this process only: a restart forgets it, and the merchant's status query still finds "pending".
  setTimeout(() => {
    void confirmPending(context.db, session.id, context.now()).then(
      (confirmed) => confirmed && deliver(context, confirmed),
      (error: unknown) => context.logger.error({ err: error, session: session.id }, 'test gateway confirmation failed'),
    );
  }, context.settings.confirmLaterSeconds * 1000).unref();
}
