// Webhooks over HTTP: only a correctly signed, fresh notification counts, each event once, and an amount or
// currency that differs from the order is flagged, never paid.
import { and, count, eq } from 'drizzle-orm';
import { gatewayEvents, payments } from '../../db/schema';
import { signatureHeader } from '../../services/payments/webhook-signature';
import { TEST_SIGNATURE_HEADER } from '../../services/test-gateway/signing';
import { setUpTestPlatform, TEST_GATEWAY_SECRET } from '../../test/test-platform';
import { getOrder, openOrder, registerLearner, startPayment, type TestLearner } from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

let events = 0;
async function pendingPayment(learner: TestLearner) {
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id);
  const [row] = await platform.deps.db
    .select()
    .from(payments)
    .where(eq(payments.id, body?.payment.id ?? ''));
  if (!row) throw new Error('no payment');
  return { order, payment: row };
}

function event(
  reference: string,
  overrides: Partial<{ status: string; amount_paisa: number; currency: string }> = {},
  id = `evt_test_${++events}`,
) {
  return JSON.stringify({
    id,
    type: 'payment.succeeded',
    created: 0,
    data: {
      reference,
      transaction_id: 'tg_x',
      status: 'succeeded',
      amount_paisa: 8_500_000,
      currency: 'PKR',
      ...overrides,
    },
  });
}

const deliver = (rawBody: string, signature: string | null) =>
  platform.request('/payments/webhooks/test', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { [TEST_SIGNATURE_HEADER]: signature } : {}) },
    body: rawBody,
  });

test('a correctly signed webhook pays the order', async () => {
  const learner = await registerLearner(platform);
  const { order, payment } = await pendingPayment(learner);
  const body = event(payment.gatewayRef);
  const response = await deliver(body, signatureHeader(TEST_GATEWAY_SECRET, body, new Date()));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ received: true, duplicate: false });
  expect((await getOrder(platform, learner, order.id)).status).toBe('paid');
});

test('a bad, missing or foreign signature is refused and changes nothing', async () => {
  const learner = await registerLearner(platform);
  const { order, payment } = await pendingPayment(learner);
  const body = event(payment.gatewayRef);
  const tampered = body.replace('8500000', '8500001');
  for (const [raw, signature] of [
    [tampered, signatureHeader(TEST_GATEWAY_SECRET, body, new Date())],
    [body, signatureHeader('another-secret-that-is-long-enough!', body, new Date())],
    [body, null],
    [body, 't=abc,v1=zz'],
  ] as const) {
    const response = await deliver(raw, signature);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  }
  expect((await getOrder(platform, learner, order.id)).status).toBe('pending_payment');
});

test('an old timestamp is refused even with a valid signature', async () => {
  const learner = await registerLearner(platform);
  const { order, payment } = await pendingPayment(learner);
  const body = event(payment.gatewayRef);
  const response = await deliver(body, signatureHeader(TEST_GATEWAY_SECRET, body, new Date(Date.now() - 301_000)));
  expect(response.status).toBe(400);
  expect((await response.json()).detail).toMatch(/outside-tolerance/);
  expect((await getOrder(platform, learner, order.id)).status).toBe('pending_payment');
});

test('a replayed event is acknowledged and handled once', async () => {
  const learner = await registerLearner(platform);
  const { payment } = await pendingPayment(learner);
  const body = event(payment.gatewayRef, { status: 'failed' }, 'evt_replayed');
  const first = await deliver(body, signatureHeader(TEST_GATEWAY_SECRET, body, new Date()));
  const again = await deliver(body, signatureHeader(TEST_GATEWAY_SECRET, body, new Date()));
  expect(await first.json()).toEqual({ received: true, duplicate: false });
  expect(await again.json()).toEqual({ received: true, duplicate: true });
  const [row] = await platform.deps.db
    .select({ value: count() })
    .from(gatewayEvents)
    .where(and(eq(gatewayEvents.gateway, 'test'), eq(gatewayEvents.eventId, 'evt_replayed')));
  expect(row?.value).toBe(1);
});

test('a wrong amount or currency is flagged for review, not paid', async () => {
  for (const overrides of [{ amount_paisa: 100 }, { currency: 'USD' }]) {
    const learner = await registerLearner(platform);
    const { order, payment } = await pendingPayment(learner);
    const body = event(payment.gatewayRef, overrides);
    expect((await deliver(body, signatureHeader(TEST_GATEWAY_SECRET, body, new Date()))).status).toBe(200);
    const after = await getOrder(platform, learner, order.id);
    expect(after.status).toBe('pending_payment');
    expect(after.payments[0]).toMatchObject({ status: 'needs_review', flag: 'amount_mismatch' });
  }
});

test('a webhook for a gateway not in use is a 404', async () => {
  const response = await deliver('{}', null).then(() =>
    platform.request('/payments/webhooks/jazzcash', { method: 'POST', body: 'pp_TxnRefNo=x' }),
  );
  expect(response.status).toBe(404);
});
