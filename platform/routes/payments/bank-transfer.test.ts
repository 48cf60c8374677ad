// Bank transfer over HTTP: instructions with the order reference, the receipt screenshot through the photo
// pipeline, the transaction id once, staff confirming (paid, enrolled) or rejecting (the learner tries again).
import { randomUUID } from 'node:crypto';
import { grantStaffRole } from '../../services/auth/staff-role';
import { documentPhoto } from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';
import { authed, getOrder, openOrder, postJson, registerLearner, startPayment, type TestLearner } from '../checkout/test-helpers';

jest.setTimeout(60_000);

const BANK = { iban: 'PK36SCBL0000001123456702', accountTitle: 'Learner Portal (Pvt) Ltd', bank: 'Standard Chartered', raastId: '03001234567' };
const platform = setUpTestPlatform({ payments: { bankTransfer: BANK } });

async function staffMember(): Promise<TestLearner> {
  const staff = await registerLearner(platform);
  await grantStaffRole(platform.deps.db, staff.email);
  return staff;
}

const uploadReceipt = async (learner: TestLearner, paymentId: string, body?: Buffer) =>
  platform.request(`/payments/${paymentId}/transfer-receipt`, { method: 'PUT', headers: authed(learner, { 'content-type': 'image/png' }), body: new Uint8Array(body ?? (await documentPhoto('png', 1080, 1920))) });

async function transferStarted(learner: TestLearner) {
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id, 'bank_transfer');
  if (!body) throw new Error('no payment');
  return { order, body };
}

test('bank transfer is offered with the account, and starting one answers the instructions with the order reference', async () => {
  const learner = await registerLearner(platform);
  const options = await (await platform.request('/checkout/programmes/full-stack-web-development', { headers: authed(learner) })).json();
  expect(options.methods.map((m: { id: string }) => m.id)).toContain('bank_transfer');
  expect(options.bankAccount).toEqual(BANK);
  const { order, body } = await transferStarted(learner);
  expect(body.redirect).toBeNull();
  expect(body.bankTransfer).toEqual({ ...BANK, reference: order.reference, amount: { amountPaisa: 8_500_000, currency: 'PKR' } });
});

test('the transaction id needs the receipt first; a non-image is refused at the field; then it waits for staff, once', async () => {
  const learner = await registerLearner(platform);
  const { order, body } = await transferStarted(learner);
  const paymentId = body.payment.id;
  const early = await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: 'FT2611ABC123' });
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
  const sent = await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: 'ft 2611 abc123' }, key);
  expect(sent.status).toBe(200);
  const sentOrder = await sent.json();
  expect(sentOrder.payments[0]).toMatchObject({ status: 'awaiting_confirmation', transferId: 'FT2611ABC123' });
  expect((await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: 'ft 2611 abc123' }, key)).headers.get('idempotent-replayed')).toBe('true');

  // The same transaction id for another learner's transfer is refused.
  const other = await registerLearner(platform);
  const second = await transferStarted(other);
  await uploadReceipt(other, second.body.payment.id);
  const reused = await postJson(platform, `/payments/${second.body.payment.id}/transfer`, other, { transaction_id: 'FT2611ABC123' });
  expect(reused.status).toBe(422);
  expect((await reused.json()).errors.transaction_id[0]).toMatch(/already been sent/);
  // A transfer waiting for staff keeps its order from expiring, and from another payment.
  expect((await startPayment(platform, learner, order.id, 'card')).response.status).toBe(409);
});

test('staff see the queue and the receipt; confirming pays the order and enrols once; learners get 403', async () => {
  const learner = await registerLearner(platform);
  const { order, body } = await transferStarted(learner);
  await uploadReceipt(learner, body.payment.id);
  await postJson(platform, `/payments/${body.payment.id}/transfer`, learner, { transaction_id: `TX${Date.now()}` });
  expect((await platform.request('/staff/payments', { headers: authed(learner) })).status).toBe(403);

  const staff = await staffMember();
  const queue = await (await platform.request('/staff/payments', { headers: authed(staff) })).json();
  expect(queue.items.map((i: { paymentId: string }) => i.paymentId)).toContain(body.payment.id);
  const image = await platform.request(`/staff/payments/${body.payment.id}/transfer-receipt`, { headers: authed(staff) });
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect(image.headers.get('cache-control')).toBe('private, no-store');

  const decide = (decision: object) => postJson(platform, `/staff/payments/${body.payment.id}/decision`, staff, decision, null);
  expect((await decide({ decision: 'confirm' })).status).toBe(204);
  expect((await decide({ decision: 'confirm' })).status).toBe(409);
  const paid = await getOrder(platform, learner, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payments[0]).toMatchObject({ status: 'succeeded', receiptNumber: expect.stringMatching(/^R-/) });
  const enrolments = await (await platform.request('/enrolments', { headers: authed(learner) })).json();
  expect(enrolments.total).toBe(1);
});

test('a rejection needs a note, reaches the learner, and a new transfer can be sent', async () => {
  const learner = await registerLearner(platform);
  const { order, body } = await transferStarted(learner);
  await uploadReceipt(learner, body.payment.id);
  await postJson(platform, `/payments/${body.payment.id}/transfer`, learner, { transaction_id: `RJ${Date.now()}` });
  const staff = await staffMember();
  const noNote = await postJson(platform, `/staff/payments/${body.payment.id}/decision`, staff, { decision: 'reject' }, null);
  expect(noNote.status).toBe(422);
  expect((await postJson(platform, `/staff/payments/${body.payment.id}/decision`, staff, { decision: 'reject', note: 'No such transfer reached our account.' }, null)).status).toBe(204);
  const after = await getOrder(platform, learner, order.id);
  expect(after.status).toBe('pending_payment');
  expect(after.payments[0]).toMatchObject({ status: 'failed', failureReason: 'Not confirmed by our staff: No such transfer reached our account.' });
  const again = await startPayment(platform, learner, order.id, 'bank_transfer');
  expect(again.body?.payment.id).not.toBe(body.payment.id);
});
