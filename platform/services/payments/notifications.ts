// What the gateway tells us: webhooks (signed, each event handled at most once) and the learner's return
// (signature checked, then the gateway is asked for the status: the return itself never pays anything).
import { and, eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import type { Language } from '@/contract';
import { accounts, gatewayEvents, orders, payments } from '../../db/schema';
import { GatewayUnavailableError, GatewayVerificationError } from './gateway';
import { activeGateway } from './settings';
import { settlePayment } from './settle';

type WebhookResult =
  | { status: 'processed' | 'duplicate' | 'unknown-payment' }
  | { status: 'rejected'; reason: string }
  | { status: 'no-such-gateway' };

/** The payment a gateway reference names, with its order and the language of the learner who pays it. */
async function paymentByReference(deps: PlatformDeps, gateway: string, reference: string) {
  const [row] = await deps.db
    .select({ id: payments.id, orderId: payments.orderId, language: accounts.language })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, reference)));
  return row;
}

export async function handleWebhook(
  deps: PlatformDeps,
  gatewayId: string,
  rawBody: string,
  headers: Headers,
): Promise<WebhookResult> {
  const gateway = activeGateway(deps);
  if (!gateway || gateway.id !== gatewayId) return { status: 'no-such-gateway' };
  const now = deps.now();
  let event;
  try {
    event = gateway.parseWebhook(rawBody, headers, now);
  } catch (error) {
    if (!(error instanceof GatewayVerificationError)) throw error;
    deps.logger.warn({ gateway: gatewayId, reason: error.message }, 'webhook refused');
    return { status: 'rejected', reason: error.message };
  }
  const payment = await paymentByReference(deps, gateway.id, event.reference);
  if (!payment) {
    deps.logger.warn({ gateway: gatewayId, event: event.eventId }, 'webhook for an unknown payment');
    return { status: 'unknown-payment' };
  }
  const claimed = await deps.db
    .insert(gatewayEvents)
    .values({
      gateway: gateway.id,
      eventId: event.eventId,
      paymentId: payment.id,
      outcome: event.status,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  if (claimed.length === 0) return { status: 'duplicate' };
  try {
    await settlePayment(deps, payment.id, event, 'webhook');
  } catch (error) {
    // Not handled after all: forget the claim so the gateway's retry is processed.
    await deps.db
      .delete(gatewayEvents)
      .where(and(eq(gatewayEvents.gateway, gateway.id), eq(gatewayEvents.eventId, event.eventId)));
    throw error;
  }
  return { status: 'processed' };
}

interface ReturnResult {
  orderId: string | null;
  verified: boolean;
  /** The learner's language (their account's), so the return lands on the checkout they were reading. */
  language: Language;
}

export async function handleReturn(
  deps: PlatformDeps,
  gatewayId: string,
  params: Record<string, string>,
): Promise<ReturnResult> {
  const gateway = activeGateway(deps);
  if (!gateway || gateway.id !== gatewayId) return { orderId: null, verified: false, language: 'en' };
  const now = deps.now();
  let reference: string;
  try {
    reference = gateway.verifyReturn(params, now);
  } catch (error) {
    if (!(error instanceof GatewayVerificationError)) throw error;
    deps.logger.warn({ gateway: gatewayId, reason: error.message }, 'gateway return refused');
    const claimed = params.reference ?? params.pp_TxnRefNo;
    const payment = claimed ? await paymentByReference(deps, gateway.id, claimed) : undefined;
    return { orderId: payment?.orderId ?? null, verified: false, language: payment?.language ?? 'en' };
  }
  const payment = await paymentByReference(deps, gateway.id, reference);
  if (!payment) return { orderId: null, verified: false, language: 'en' };
  await checkWithGateway(deps, payment.id, reference, 'return');
  return { orderId: payment.orderId, verified: true, language: payment.language };
}

/** Reconciliation: ask the gateway how the payment stands and settle accordingly; an outage changes nothing. */
export async function checkWithGateway(
  deps: PlatformDeps,
  paymentId: string,
  reference: string,
  source: 'return' | 'status',
): Promise<void> {
  const gateway = activeGateway(deps);
  if (!gateway) return;
  try {
    const outcome = await gateway.queryStatus(reference, deps.now());
    await settlePayment(deps, paymentId, { ...outcome, reference }, source);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayVerificationError)) throw error;
    deps.logger.warn({ err: error, payment: paymentId }, 'gateway status query failed');
  }
}
