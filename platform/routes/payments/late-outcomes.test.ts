// A gateway's word that arrives after the order's time is up: the order is expired whether or not anyone read it in
// between, so a late success (webhook, or the learner's return answered by the status query) enrols no one; the
// money is recorded and flagged for refund, and the learner can open a new order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Order } from '@/contract';
import { enrolments, payments, testGatewaySessions } from '../../db/schema';
import { signedReturnUrl, signedWebhook } from '../../services/test-gateway/signing';
import { setUpTestPlatform, TEST_GATEWAY_SECRET } from '../../test/test-platform';
import {
  followReturn,
  getOrder,
  openOrder,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(60_000);

let now = new Date();
const advanceMinutes = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

const platform = setUpTestPlatform({ now: () => now, payments: { orderExpiryMinutes: 10 } });

/** An order with a card payment started at the gateway, then left past its expiry with nobody reading it. */
async function overdueOrderWithPayment(learner: TestLearner) {
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id);
  if (!body) throw new Error('no payment started');
  const [payment] = await platform.deps.db.select().from(payments).where(eq(payments.id, body.payment.id));
  if (!payment) throw new Error('no payment row');
  advanceMinutes(11);
  // The gateway took the money after all (its "confirm later"), and only now tells us.
  const [session] = await platform.deps.db
    .update(testGatewaySessions)
    .set({ status: 'succeeded', decidedAt: now })
    .where(eq(testGatewaySessions.merchantRef, payment.gatewayRef))
    .returning();
  if (!session) throw new Error('no gateway session');
  return { order, session };
}

async function expectExpiredAndRefundDue(learner: TestLearner, order: Order) {
  const after = await getOrder(platform, learner, order.id);
  expect(after.status).toBe('expired');
  expect(after.payments).toEqual([
    expect.objectContaining({ status: 'succeeded', refundDue: true, flag: 'order_closed', receiptNumber: null }),
  ]);
  expect(await platform.deps.db.select().from(enrolments).where(eq(enrolments.orderId, order.id))).toEqual([]);
  const fresh = await openOrder(platform, learner);
  expect(fresh.id).not.toBe(order.id);
  expect(fresh.status).toBe('pending_payment');
}

test('a signed success webhook after the order expired enrols no one and flags the money for refund', async () => {
  const learner = await registerLearner(platform);
  const { order, session } = await overdueOrderWithPayment(learner);
  const { rawBody, headers } = signedWebhook(
    TEST_GATEWAY_SECRET,
    {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(now.getTime() / 1000),
      data: {
        reference: session.merchantRef,
        transaction_id: session.id,
        status: 'succeeded',
        amount_paisa: session.amountPaisa,
        currency: session.currency,
      },
    },
    now,
  );
  const response = await platform.request('/payments/webhooks/test', { method: 'POST', headers, body: rawBody });
  expect(response.status).toBe(200);
  await expectExpiredAndRefundDue(learner, order);
});

test('the learner returning from the gateway after the order expired: the status query says paid, yet no one is enrolled', async () => {
  const learner = await registerLearner(platform);
  const { order, session } = await overdueOrderWithPayment(learner);
  const landing = await followReturn(platform, signedReturnUrl(TEST_GATEWAY_SECRET, session, now));
  expect(landing.searchParams.get('order')).toBe(order.id);
  await expectExpiredAndRefundDue(learner, order);
});
