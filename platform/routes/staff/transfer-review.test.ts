// Staff review of bank transfers over HTTP: the queue oldest first with what staff need (order, learner, amount,
// reference, transaction id), the receipt decrypted for staff only, and a decision recorded once (who, when, what,
// why) that pays and enrols (confirm) or tells the learner why (reject); learners get 403 and visitors 401.
import { and, eq, ne } from 'drizzle-orm';
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import { mailOutbox } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { documentPhoto } from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  eventually,
  getOrder,
  openOrder,
  postJson,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(90_000);

const BANK = {
  iban: 'PK36SCBL0000001123456702',
  accountTitle: 'Learner Portal (Pvt) Ltd',
  bank: 'Standard Chartered',
  raastId: '03001234567',
};
const platform = setUpTestPlatform({ payments: { bankTransfer: BANK } });

let staffMember: Promise<TestLearner> | undefined;
const staff = () =>
  (staffMember ??= registerLearner(platform, 'not_submitted').then(async (member) => {
    await grantStaffRole(platform.deps.db, member.email);
    return member;
  }));

/** A learner's bank transfer: started, the receipt uploaded, and (unless told not to) sent with a transaction id. */
async function transferSent(transactionId: string, send = true) {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id, 'bank_transfer');
  if (!body) throw new Error('no payment');
  const paymentId = body.payment.id;
  const upload = await platform.request(`/payments/${paymentId}/transfer-receipt`, {
    method: 'PUT',
    headers: authed(learner, { 'content-type': 'image/png' }),
    body: new Uint8Array(await documentPhoto('png', 1080, 1920)),
  });
  expect(upload.status).toBe(204);
  if (send)
    expect(
      (await postJson(platform, `/payments/${paymentId}/transfer`, learner, { transaction_id: transactionId })).status,
    ).toBe(200);
  return { learner, order, paymentId };
}

const get = async (path: string, who?: TestLearner) => platform.request(path, { headers: who ? authed(who) : {} });
const decide = async (paymentId: string, decision: object) =>
  postJson(platform, `/staff/payments/${paymentId}/decision`, await staff(), decision, null);
const mailsTo = (email: string) =>
  platform.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.subject, 'Confirm your e-mail address')));

test('the queue: transfers sent for confirmation, oldest first, with the order, learner, amount and transaction id; staff only', async () => {
  const older = await transferSent('QUEUE-OLDER-1');
  const newer = await transferSent('QUEUE-NEWER-2');
  const unsent = await transferSent('', false);

  const answer = await get('/staff/payments', await staff());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const queue = (await answer.json()) as { items: Array<{ paymentId: string }>; total: number };
  const ids = queue.items.map((item) => item.paymentId);
  expect(ids.indexOf(older.paymentId)).toBeLessThan(ids.indexOf(newer.paymentId));
  expect(ids).not.toContain(unsent.paymentId);
  expect(queue.items.find((item) => item.paymentId === older.paymentId)).toEqual({
    paymentId: older.paymentId,
    orderReference: older.order.reference,
    learnerName: 'Ayesha Khan',
    learnerEmail: older.learner.email,
    programmeTitle: 'Full-Stack Web Development',
    amount: { amountPaisa: 8_500_000, currency: 'PKR' },
    transferId: 'QUEUE-OLDER-1',
    submittedAt: expect.any(String),
    status: 'awaiting_confirmation',
  });

  const review = await (await get(`/staff/payments/${older.paymentId}`, await staff())).json();
  expect(review).toMatchObject({
    orderId: older.order.id,
    orderStatus: 'pending_payment',
    intake: older.order.intake,
    hasReceipt: true,
    refundDue: false,
    decision: null,
  });
  const image = await get(`/staff/payments/${older.paymentId}/transfer-receipt`, await staff());
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect(image.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await image.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

  for (const path of [
    '/staff/payments',
    `/staff/payments/${older.paymentId}`,
    `/staff/payments/${older.paymentId}/transfer-receipt`,
  ]) {
    expect((await get(path, older.learner)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
  }
  expect(
    (
      await postJson(
        platform,
        `/staff/payments/${older.paymentId}/decision`,
        older.learner,
        { decision: 'confirm' },
        null,
      )
    ).status,
  ).toBe(403);
  expect((await get('/staff/payments/00000000-0000-4000-8000-000000000000', await staff())).status).toBe(404);
  expect((await get('/staff/payments?status=everything', await staff())).status).toBe(400);
  // A transfer the learner has not sent yet cannot be decided.
  expect((await decide(unsent.paymentId, { decision: 'confirm' })).status).toBe(409);
});

test('confirming is recorded (who, when, what), pays the order, enrols once and mails the receipt; two decisions make one', async () => {
  const { learner, order, paymentId } = await transferSent('CONFIRM-123456');
  // Two staff members deciding at once: one decision wins, the other is told it was already decided.
  const confirm = { decision: 'confirm', note: 'Seen in the bank statement.' };
  const [first, second] = await Promise.all([decide(paymentId, confirm), decide(paymentId, confirm)]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const decided = await (first.status === 200 ? first : second).json();
  expect(decided.decision).toEqual({
    decision: 'confirmed',
    rejectionReason: null,
    note: 'Seen in the bank statement.',
    decidedAt: expect.any(String),
    decidedBy: (await staff()).email,
  });
  expect(decided.orderStatus).toBe('paid');
  expect((await decide(paymentId, { decision: 'reject', rejection_reason: 'not_received' })).status).toBe(409);

  const paid = await getOrder(platform, learner, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payments[0]).toMatchObject({
    status: 'succeeded',
    receiptNumber: expect.stringMatching(/^R-\d{6}$/),
    transferId: 'CONFIRM-123456',
  });
  expect((await (await get('/enrolments', learner)).json()).total).toBe(1);
  const mails = await eventually(
    () => mailsTo(learner.email),
    (rows) => rows.length > 0,
  );
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Your receipt ${paid.payments[0]?.receiptNumber}: Full-Stack Web Development`,
  ]);

  const awaiting = await (await get('/staff/payments', await staff())).json();
  expect(awaiting.items.map((item: { paymentId: string }) => item.paymentId)).not.toContain(paymentId);
  const history = await (await get('/staff/payments?status=decided', await staff())).json();
  expect(history.items[0]).toMatchObject({ paymentId, status: 'succeeded' });
});

test('nobody decides their own bank transfer: 403, the order unpaid and no enrolment; the review says it is theirs', async () => {
  const { learner, order, paymentId } = await transferSent('OWN-CASE-123456');
  // A staff member who is also a learner: the transfer pays their own order.
  await grantStaffRole(platform.deps.db, learner.email);
  for (const decision of [{ decision: 'confirm' }, { decision: 'reject', rejection_reason: 'other', note: 'Mine.' }]) {
    const refused = await postJson(platform, `/staff/payments/${paymentId}/decision`, learner, decision, null);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      type: OWN_CASE_PROBLEM_TYPE,
      detail: 'This bank transfer is your own: another staff member must decide it.',
    });
  }
  expect((await getOrder(platform, learner, order.id)).status).toBe('pending_payment');
  expect((await (await get('/enrolments', learner)).json()).total).toBe(0);
  expect(await (await get(`/staff/payments/${paymentId}`, learner)).json()).toMatchObject({
    ownCase: true,
    status: 'awaiting_confirmation',
    decision: null,
  });
  // Another staff member sees it as anyone's, and decides it.
  expect((await (await get(`/staff/payments/${paymentId}`, await staff())).json()).ownCase).toBe(false);
  expect((await decide(paymentId, { decision: 'confirm' })).status).toBe(200);
});

test('a rejection needs a reason ("other" needs a note), is recorded and mailed with the reason; the learner can send again', async () => {
  const { learner, order, paymentId } = await transferSent('REJECT-123456');
  const noReason = await decide(paymentId, { decision: 'reject' });
  expect(noReason.status).toBe(422);
  expect((await noReason.json()).errors).toEqual({
    rejection_reason: ['Choose why the transfer is not confirmed: the learner is told.'],
  });
  const otherWithoutNote = await decide(paymentId, { decision: 'reject', rejection_reason: 'other' });
  expect((await otherWithoutNote.json()).errors).toEqual({ note: ['Say why in the note: the learner reads it.'] });
  // Refused decisions changed nothing.
  expect((await (await get(`/staff/payments/${paymentId}`, await staff())).json()).decision).toBeNull();

  const rejected = await decide(paymentId, {
    decision: 'reject',
    rejection_reason: 'amount_differs',
    note: 'We received Rs 8,500 only.',
  });
  expect(rejected.status).toBe(200);
  expect((await rejected.json()).decision).toMatchObject({
    decision: 'rejected',
    rejectionReason: 'amount_differs',
    note: 'We received Rs 8,500 only.',
    decidedBy: (await staff()).email,
  });

  const after = await getOrder(platform, learner, order.id);
  expect(after.status).toBe('pending_payment');
  expect(after.payments[0]).toMatchObject({
    status: 'failed',
    failureReason:
      'The amount received is not the amount of the order. Note from our staff: We received Rs 8,500 only.',
  });
  const [mail] = await eventually(
    () => mailsTo(learner.email),
    (rows) => rows.length > 0,
  );
  expect(mail?.subject).toBe('We could not confirm your bank transfer: Full-Stack Web Development');
  expect(mail?.body).toMatch(/^Hello Ayesha Khan,\n\nWe could not confirm your bank transfer of /);
  expect(mail?.body).toContain(
    'Reason: The amount received is not the amount of the order. Note from our staff: We received Rs 8,500 only.',
  );
  expect(mail?.body).toContain(`/checkout?order=${order.id}&step=method`);
  expect(mail?.body).toMatch(/Rs\s85,000/);

  const again = await startPayment(platform, learner, order.id, 'bank_transfer');
  expect(again.body?.payment.id).not.toBe(paymentId);
});

test('openapi.json documents the bank-transfer endpoints, learner and staff', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
  );
  expect(documented).toEqual(
    expect.arrayContaining([
      'PUT /payments/{id}/transfer-receipt',
      'POST /payments/{id}/transfer',
      'GET /staff/payments',
      'GET /staff/payments/{id}',
      'GET /staff/payments/{id}/transfer-receipt',
      'POST /staff/payments/{id}/decision',
    ]),
  );
});
