// What every payment gateway adapter offers the checkout: start a payment (where to send the learner),
// recognise the learner's return, read a signed webhook, and ask for a payment's status (reconciliation).
// Only a webhook or a status answer can settle a payment: the browser's return merely names it.
import type { GatewayRedirect, PaymentMethod } from '@/contract';

export interface StartInput {
  /** Our reference for this payment at the gateway (unique per gateway, at most 20 characters). */
  reference: string;
  amountPaisa: number;
  currency: 'PKR';
  method: PaymentMethod;
  description: string;
  customer: { email: string; fullName: string; phone: string | null };
  /** The gateway must refuse to take money after this (the order expires). */
  expiresAt: Date;
  now: Date;
}

export interface GatewayOutcome {
  reference: string;
  status: 'succeeded' | 'failed' | 'cancelled' | 'pending';
  /** What the gateway says it charged; checked against the payment before anything is paid. */
  amountPaisa?: number;
  currency?: string;
  gatewayTxnId?: string;
  reason?: string;
}

export interface WebhookEvent extends GatewayOutcome {
  /** The gateway's id of this notification: each is handled at most once. */
  eventId: string;
}

/** The return or webhook is not from the gateway (bad or missing signature, stale timestamp, malformed). */
export class GatewayVerificationError extends Error {
  override name = 'GatewayVerificationError';
}

/** The gateway did not answer or answered nonsense. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export interface PaymentGateway {
  id: 'test' | 'jazzcash';
  methods: readonly PaymentMethod[];
  start(input: StartInput): Promise<GatewayRedirect>;
  /** The payment reference of a genuine return; throws GatewayVerificationError otherwise. */
  verifyReturn(params: Record<string, string>, now: Date): string;
  parseWebhook(rawBody: string, headers: Headers, now: Date): WebhookEvent;
  queryStatus(reference: string, now: Date): Promise<GatewayOutcome>;
}
