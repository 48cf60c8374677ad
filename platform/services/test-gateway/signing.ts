// How the test gateway signs what it sends: the learner's return (query parameters) and webhooks (body).
import { createHmac } from 'node:crypto';
import { signatureHeader } from '../payments/webhook-signature';
import type { TestSession } from './sessions';

export const TEST_SIGNATURE_HEADER = 'test-gateway-signature';

type SessionOutcome = 'succeeded' | 'failed' | 'cancelled' | 'pending';

export const returnSignature = (secret: string, reference: string, status: string, timestamp: number) =>
  createHmac('sha256', secret).update(`return|${reference}|${status}|${timestamp}`, 'utf8').digest('hex');

/** Where the learner's browser goes back to, carrying the signed outcome. */
export function signedReturnUrl(secret: string, session: TestSession, now: Date): string {
  const status: SessionOutcome = session.status === 'open' ? 'cancelled' : session.status;
  const timestamp = Math.floor(now.getTime() / 1000);
  const url = new URL(session.returnUrl);
  url.searchParams.set('reference', session.merchantRef);
  url.searchParams.set('status', status);
  url.searchParams.set('ts', String(timestamp));
  url.searchParams.set('signature', returnSignature(secret, session.merchantRef, status, timestamp));
  return url.toString();
}

interface WebhookBody {
  id: string;
  type: `payment.${SessionOutcome}`;
  created: number;
  data: { reference: string; transaction_id: string; status: SessionOutcome; amount_paisa: number; currency: string };
}

export function webhookBody(session: TestSession, eventId: string, now: Date): WebhookBody {
  const status = session.status as SessionOutcome;
  return {
    id: eventId,
    type: `payment.${status}`,
    created: Math.floor(now.getTime() / 1000),
    data: {
      reference: session.merchantRef,
      transaction_id: session.id,
      status,
      amount_paisa: session.amountPaisa,
      currency: session.currency,
    },
  };
}

export function signedWebhook(
  secret: string,
  body: WebhookBody,
  now: Date,
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signatureHeader(secret, rawBody, now) },
  };
}
