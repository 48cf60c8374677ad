// The platform's adapter for the local test gateway: the same shape as a real gateway's, signature checks included.
import type { TestGatewayApi } from '../test-gateway/api';
import { returnSignature, TEST_SIGNATURE_HEADER } from '../test-gateway/signing';
import {
  GatewayUnavailableError,
  GatewayVerificationError,
  type GatewayOutcome,
  type PaymentGateway,
  type WebhookEvent,
} from './gateway';
import { checkSignatureHeader, sameHex } from './webhook-signature';

/** A return is only used to name the payment; an hour covers a slow bank page. */
const RETURN_TOLERANCE_SECONDS = 3600;
const OUTCOMES = ['succeeded', 'failed', 'cancelled', 'pending'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: unknown): value is Outcome => OUTCOMES.includes(value as Outcome);

interface TestGatewayAdapterOptions {
  api: TestGatewayApi;
  secret: string;
  /** Where the gateway sends the learner back to, and its webhooks. */
  returnUrl: string;
  webhookUrl: string;
}

export function testGatewayAdapter({ api, secret, returnUrl, webhookUrl }: TestGatewayAdapterOptions): PaymentGateway {
  return {
    id: 'test',
    methods: ['card', 'jazzcash', 'easypaisa'],

    async start(input) {
      try {
        const session = await api.createSession({
          merchantRef: input.reference,
          amountPaisa: input.amountPaisa,
          currency: input.currency,
          method: input.method,
          description: input.description,
          returnUrl,
          webhookUrl,
          expiresAt: input.expiresAt,
        });
        return { url: session.url, method: 'GET', fields: {} };
      } catch (error) {
        throw new GatewayUnavailableError('The test gateway did not create a session', { cause: error });
      }
    },

    verifyReturn(params, now) {
      const { reference, status, ts, signature } = params;
      const timestamp = Number(ts);
      if (!reference || !isOutcome(status) || !Number.isSafeInteger(timestamp) || !signature)
        throw new GatewayVerificationError('incomplete return');
      if (!sameHex(returnSignature(secret, reference, status, timestamp), signature))
        throw new GatewayVerificationError('return signature mismatch');
      if (Math.abs(now.getTime() / 1000 - timestamp) > RETURN_TOLERANCE_SECONDS)
        throw new GatewayVerificationError('return too old');
      return reference;
    },

    parseWebhook(rawBody, headers, now): WebhookEvent {
      const check = checkSignatureHeader(secret, headers.get(TEST_SIGNATURE_HEADER), rawBody, now);
      if (check !== 'valid') throw new GatewayVerificationError(`webhook signature ${check}`);
      let body: { id?: unknown; data?: Record<string, unknown> };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw new GatewayVerificationError('webhook body is not JSON');
      }
      const data = body.data ?? {};
      if (typeof body.id !== 'string' || typeof data.reference !== 'string' || !isOutcome(data.status))
        throw new GatewayVerificationError('webhook body incomplete');
      return {
        eventId: body.id,
        reference: data.reference,
        status: data.status,
        ...(typeof data.amount_paisa === 'number' ? { amountPaisa: data.amount_paisa } : {}),
        ...(typeof data.currency === 'string' ? { currency: data.currency } : {}),
        ...(typeof data.transaction_id === 'string' ? { gatewayTxnId: data.transaction_id } : {}),
      };
    },

    async queryStatus(reference): Promise<GatewayOutcome> {
      const session = await api.status(reference).catch((error: unknown) => {
        throw new GatewayUnavailableError('The test gateway did not answer', { cause: error });
      });
      if (!session) return { reference, status: 'failed', reason: 'The gateway has no such payment.' };
      // "open": the learner has not decided yet; for the merchant that is still pending.
      const status: Outcome = session.status === 'open' ? 'pending' : session.status;
      return {
        reference,
        status,
        amountPaisa: session.amountPaisa,
        currency: session.currency,
        gatewayTxnId: session.id,
      };
    },
  };
}
