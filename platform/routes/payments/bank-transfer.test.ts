// Bank transfer over HTTP: instructions with the order reference, the receipt screenshot through the photo
// pipeline, the transaction id once (staff review: routes/staff/transfer-review.test.ts).
import { randomUUID } from 'node:crypto';
import { documentPhoto } from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  openOrder,
  postJson,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const BANK = {
  iban: 'PK36SCBL0000001123456702',
  accountTitle: 'Learner Portal (Pvt) Ltd',
  bank: 'Standard Chartered',
  raastId: '03001234567',
};
const platform = setUpTestPlatform({ payments: { bankTransfer: BANK } });

const uploadReceipt = async (learner: TestLearner, paymentId: string, body?: Buffer) =>
  platform.request(`/payments/${paymentId}/transfer-receipt`, {
    method: 'PUT',
    headers: authed(learner, { 'content-type': 'image/png' }),
    body: new Uint8Array(body ?? (await documentPhoto('png', 1080, 1920))),
  });

async function transferStarted(learner: TestLearner) {
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id, 'bank_transfer');
  if (!body) throw new Error('no payment');
  return { order, body };
}

test('bank transfer is offered with the account, and starting one answers the instructions with the order reference', async () => {
  const learner = await registerLearner(platform);
  const options = await (
    await platform.request('/checkout/programmes/full-stack-web-development', { headers: authed(learner) })
  ).json();
  expect(options.methods.map((m: { id: string }) => m.id)).toContain('bank_transfer');
  expect(options.bankAccount).toEqual(BANK);
  const { order, body } = await transferStarted(learner);
  expect(body.redirect).toBeNull();
  expect(body.bankTransfer).toEqual({
    ...BANK,
    reference: order.reference,
    amount: { amountPaisa: 8_500_000, currency: 'PKR' },
  });
});

test('the transaction id needs the receipt first; a non-image is refused at the field; then it waits for staff, once', async () => {
  const learner = await registerLearner(platform);
  const { order, body } = await transferStarted(learner);
  const paymentId = body.payment.id;
  const early = await postJson(platform, `/payments/${paymentId}/transfer`, learner, {
    transaction_id: 'FT2611ABC123',
  });
  expect(early.status).toBe(422);
  expect((await early.json()).errors.receipt).toEqual(['Add a screenshot of your transfer receipt.']);

  const notImage = await uploadReceipt(learner, paymentId, Buffer.from('%PDF-1.7 not a photo'));
  expect(notImage.status).toBe(415);
  expect((await notImage.json()).errors.receipt[0]).toMatch(/not a JPEG, PNG or WebP/);
  expect((await uploadReceipt(learner, paymentId)).status).toBe(204);
  expect((await uploadReceipt(await registerLearner(platform), paymentId)).status).toBe(404);

  const badId = await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: '12' });
  expect(badId.status).toBe(422);
  const key = randomUUID();
  const sent = await postJson(
    platform,
    `/payments/${paymentId}/transfer`,
    learner,
    { transaction_id: 'ft 2611 abc123' },
    key,
  );
  expect(sent.status).toBe(200);
  const sentOrder = await sent.json();
  expect(sentOrder.payments[0]).toMatchObject({ status: 'awaiting_confirmation', transferId: 'FT2611ABC123' });
  expect(
    (
      await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: 'ft 2611 abc123' }, key)
    ).headers.get('idempotent-replayed'),
  ).toBe('true');

  // The same transaction id for another learner's transfer is refused.
  const other = await registerLearner(platform);
  const second = await transferStarted(other);
  await uploadReceipt(other, second.body.payment.id);
  const reused = await postJson(platform, `/payments/${second.body.payment.id}/transfer`, other, {
    transaction_id: 'FT2611ABC123',
  });
  expect(reused.status).toBe(422);
  expect((await reused.json()).errors.transaction_id[0]).toMatch(/already been sent/);
  // A transfer waiting for staff keeps its order from expiring, and from another payment.
  expect((await startPayment(platform, learner, order.id, 'card')).response.status).toBe(409);
});
