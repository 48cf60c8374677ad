// Payments through the test gateway over HTTP: approve, decline then retry, cancel, confirm later, a return
// that is not genuine, double clicks and tabs, and a second successful payment (flagged, never enrolled twice).
import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { enrolments, gatewayEvents, mailOutbox, orders, terms } from '../../db/schema';
import { demoOrganisation } from '../../db/demo/organisation';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  decideOnGateway,
  eventually,
  followReturn,
  getOrder,
  openOrder,
  payWithTestGateway,
  registerLearner,
  startPayment,
  whenPaid,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

const enrolmentCount = async (learner: TestLearner) => {
  const me = await (await platform.request('/auth/me', { headers: authed(learner) })).json();
  const [row] = await platform.deps.db
    .select({ value: count() })
    .from(enrolments)
    .where(eq(enrolments.accountId, me.id));
  return row?.value ?? 0;
};

test('approve: the learner lands on the result step, the order is paid, enrolled once, with a receipt and its e-mail', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id, 'card');
  expect(body?.redirect).toMatchObject({ method: 'GET', fields: {} });
  const page = await platform.request(new URL(body?.redirect?.url ?? '').pathname.replace('/api/v1', ''));
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/Pay Rs\s85,000/);

  const back = await decideOnGateway(platform, body?.redirect?.url ?? '', 'approve');
  expect(back).toMatch(/^http:\/\/platform\.test\/api\/v1\/payments\/return\/test\?reference=P/);
  const landing = await followReturn(platform, back);
  expect(`${landing.origin}${landing.pathname}`).toBe('http://portal.test/checkout');
  expect(Object.fromEntries(landing.searchParams)).toEqual({ step: 'result', order: order.id });

  const paid = await getOrder(platform, learner, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payments).toHaveLength(1);
  expect(paid.payments[0]).toMatchObject({
    status: 'succeeded',
    refundDue: false,
    flag: null,
    receiptNumber: expect.stringMatching(/^R-\d{6}$/),
  });
  expect(await enrolmentCount(learner)).toBe(1);

  // The gateway's webhook arrives too; it changes nothing more.
  await eventually(
    () =>
      platform.deps.db
        .select()
        .from(gatewayEvents)
        .where(eq(gatewayEvents.paymentId, paid.payments[0]?.id ?? '')),
    (rows) => rows.length === 1,
  );
  expect(await enrolmentCount(learner)).toBe(1);

  const number = paid.payments[0]?.receiptNumber ?? '';
  // The learner's first mail was the sign-up code; the receipt is the one about the order.
  const receiptMails = () =>
    platform.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, learner.email), ne(mailOutbox.subject, 'Confirm your e-mail address')));
  const mail = await eventually(receiptMails, (rows) => rows.length > 0);
  expect(mail[0]?.subject).toBe(`Your receipt ${number}: Full-Stack Web Development`);
  expect(mail[0]?.body).toMatch(/^Hello Ayesha Khan,\n\nThank you: we have received your payment of Rs\s85,000 /);
  expect(mail[0]?.body).toContain(`http://portal.test/user-dashboard/receipts/${number}`);
  const receipt = await (await platform.request(`/receipts/${number}`, { headers: authed(learner) })).json();
  expect(receipt).toMatchObject({ number, order: { id: order.id }, payment: { receiptNumber: number } });
  // Who was paid and the gateway's transaction id, on the receipt and in its e-mail.
  expect(receipt.issuer).toMatchObject({
    legalName: demoOrganisation.legalName,
    taxNumber: demoOrganisation.taxNumber,
  });
  expect(receipt.transactionId).toEqual(expect.stringMatching(/\S/));
  expect(mail[0]?.body).toContain(`Paid by: Debit or credit card, transaction ${receipt.transactionId}`);
  expect(mail[0]?.body).toContain(`Paid to:\n${demoOrganisation.legalName}\n${demoOrganisation.streetAddress}`);
  expect(mail[0]?.body).toContain(`NTN ${demoOrganisation.taxNumber}`);
  expect(
    (await platform.request(`/receipts/${number}`, { headers: authed(await registerLearner(platform)) })).status,
  ).toBe(404);

  const list = await (await platform.request('/enrolments', { headers: authed(learner) })).json();
  expect(list.items).toHaveLength(1);
  const [enrolment] = list.items;
  expect(enrolment).toMatchObject({
    programme: { slug: 'full-stack-web-development', semesterCount: 3 },
    intake: { slug: order.intake.slug },
    status: 'upcoming',
    currentSemester: null,
  });
  // Semester k runs in the k-th term from the intake, with that semester's courses and instructors.
  const calendar = (await platform.deps.db.select().from(terms))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .map((t) => t.slug);
  const from = calendar.indexOf(order.intake.slug);
  expect(
    enrolment.semesters.map((s: { number: number; term: { slug: string } | null }) => [s.number, s.term?.slug ?? null]),
  ).toEqual([1, 2, 3].map((n) => [n, calendar[from + n - 1] ?? null]));
  expect(enrolment.semesters[0].courses.length).toBeGreaterThan(0);
  expect(
    enrolment.semesters[0].courses.every(
      (c: { semesterNumber: number; instructor: { name: string } }) => c.semesterNumber === 1 && c.instructor.name,
    ),
  ).toBe(true);
});

test('a learner whose account is in Urdu comes back from the gateway to the Urdu checkout', async () => {
  const learner = await registerLearner(platform);
  const chosen = await platform.request('/me/language', {
    method: 'PUT',
    headers: authed(learner, { 'content-type': 'application/json' }),
    body: JSON.stringify({ language: 'ur' }),
  });
  expect(chosen.status).toBe(200);
  const order = await openOrder(platform, learner);
  const { landing } = await payWithTestGateway(platform, learner, order.id, 'approve');
  expect(`${landing.origin}${landing.pathname}`).toBe('http://portal.test/ur/checkout');
  expect(Object.fromEntries(landing.searchParams)).toEqual({ step: 'result', order: order.id });
});

test('decline, then retry on the same order: one failed and one paid payment', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const declined = await payWithTestGateway(platform, learner, order.id, 'decline');
  expect(declined.landing.searchParams.get('order')).toBe(order.id);
  const afterDecline = await getOrder(platform, learner, order.id);
  expect(afterDecline.status).toBe('pending_payment');
  expect(afterDecline.payments.map((p) => p.status)).toEqual(['failed']);

  await payWithTestGateway(platform, learner, order.id, 'approve');
  const paid = await getOrder(platform, learner, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payments.map((p) => p.status)).toEqual(['failed', 'succeeded']);
  expect((await startPayment(platform, learner, order.id)).response.status).toBe(409);
});

test('cancel at the gateway: the payment is cancelled, the order stays open', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id, 'cancel');
  const after = await getOrder(platform, learner, order.id);
  expect(after.status).toBe('pending_payment');
  expect(after.payments.map((p) => p.status)).toEqual(['cancelled']);
});

test('confirm later: awaiting confirmation until the delayed webhook pays the order', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const { payment } = await payWithTestGateway(platform, learner, order.id, 'later');
  const paid = await whenPaid(platform, learner, order.id);
  expect(paid.payments.map((p) => [p.id, p.status])).toEqual([[payment.id, 'succeeded']]);
  expect(await enrolmentCount(learner)).toBe(1);
});

test('the browser’s return alone never pays: a forged one is refused, a genuine one while the gateway waits pays nothing', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const { body } = await startPayment(platform, learner, order.id);
  const reference = body?.redirect ? (await getOrder(platform, learner, order.id)).payments[0]?.id : undefined;
  expect(reference).toBeDefined();
  const forged = await platform.request(
    `/payments/return/test?reference=${encodeURIComponent('PXXXX')}&status=succeeded&ts=${Math.floor(Date.now() / 1000)}&signature=${'0'.repeat(64)}`,
  );
  expect(new URL(forged.headers.get('location') ?? '').searchParams.get('notice')).toBe('unverified');
  expect((await getOrder(platform, learner, order.id)).status).toBe('pending_payment');

  // Signed by the gateway but still undecided there: the status query says pending.
  const check = await platform.request(`/payments/${reference}/check`, { method: 'POST', headers: authed(learner) });
  expect((await check.json()).status).toBe('pending_payment');
});

test('a double click and a second tab get the same payment; another method replaces it', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const key = randomUUID();
  const clicks = await Promise.all([
    startPayment(platform, learner, order.id, 'card', key),
    startPayment(platform, learner, order.id, 'card', key),
  ]);
  const tab = await startPayment(platform, learner, order.id, 'card');
  const ids = [...clicks, tab].map((r) => r.body?.payment.id).filter(Boolean);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
  expect(new Set([...clicks, tab].map((r) => r.body?.redirect?.url).filter(Boolean)).size).toBe(1);

  const wallet = await startPayment(platform, learner, order.id, 'easypaisa');
  expect(wallet.body?.payment.id).not.toBe(ids[0]);
  const after = await getOrder(platform, learner, order.id);
  expect(after.payments.map((p) => [p.method, p.status])).toEqual([
    ['card', 'cancelled'],
    ['easypaisa', 'pending'],
  ]);
});

test('a second successful payment for a paid order is recorded and flagged for refund, never a second enrolment', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const first = await startPayment(platform, learner, order.id, 'card');
  const second = await startPayment(platform, learner, order.id, 'jazzcash');
  // Both gateway pages stay open at the gateway; the learner approves both.
  await followReturn(platform, await decideOnGateway(platform, second.body?.redirect?.url ?? '', 'approve'));
  await followReturn(platform, await decideOnGateway(platform, first.body?.redirect?.url ?? '', 'approve'));
  const after = await eventually(
    () => getOrder(platform, learner, order.id),
    (o) => o.payments.every((p) => p.status === 'succeeded'),
  );
  expect(after.status).toBe('paid');
  const byMethod = Object.fromEntries(after.payments.map((p) => [p.method, p]));
  expect(byMethod.jazzcash).toMatchObject({ status: 'succeeded', refundDue: false, receiptNumber: expect.any(String) });
  expect(byMethod.card).toMatchObject({ status: 'succeeded', refundDue: true, flag: 'duplicate', receiptNumber: null });
  expect(await enrolmentCount(learner)).toBe(1);
  const [paidOrders] = await platform.deps.db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
  expect(paidOrders?.value).toBe(1);
});
