// Orders over HTTP on a fresh database: options, idempotent creation, one open order per intake, bad input,
// ownership, cancellation and expiry (with a movable clock).
import { randomUUID } from 'node:crypto';
import { asc, eq, gt } from 'drizzle-orm';
import { checkoutOptionsSchema, EMAIL_UNVERIFIED_PROBLEM_TYPE, orderSchema, problemSchema } from '@/contract';
import { accounts, kycSubmissions, programmes, terms as calendar } from '../../db/schema';
import { cnicSubmission, decide, signUpStaff, submit, uploadedPhotoId } from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  firstIntake,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  startPayment,
} from '../../test/checkout-helpers';

jest.setTimeout(60_000);

let now = new Date();
const advanceMinutes = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

const platform = setUpTestPlatform({ now: () => now, payments: { orderExpiryMinutes: 10 } });

test('the options carry the fee from the platform, the intakes that have not started, and the methods', async () => {
  const learner = await registerLearner(platform);
  const response = await platform.request('/checkout/programmes/full-stack-web-development', {
    headers: authed(learner),
  });
  expect(response.status).toBe(200);
  const options = checkoutOptionsSchema.parse(await response.json());
  expect(options.programme.pricePerSemester).toEqual({ amountPaisa: 8_500_000, currency: 'PKR' });
  const terms = await platform.deps.db.select().from(calendar);
  const today = now.toISOString().slice(0, 10);
  expect(options.intakes.map((i) => i.slug)).toEqual(
    terms
      .filter((t) => t.startsOn > today)
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
      .map((t) => t.slug),
  );
  expect(options.methods.map((m) => m.id)).toEqual(['card', 'jazzcash', 'easypaisa']);
  expect(options.refundPolicy.length).toBeGreaterThan(0);
  // One refund policy: checkout shows exactly the terms' refund section (site content, editable).
  const termsContent = await (await platform.request('/content/terms')).json();
  expect(options.refundPolicy).toEqual(
    termsContent.sections.find((section: { id: string }) => section.id === 'refunds').body,
  );
  expect(options.untranslated).toEqual([]);
  // In Urdu, the Urdu terms' refund section (the checkout at /ur/checkout asks with ?locale=ur); a bad locale is a 400.
  const urdu = checkoutOptionsSchema.parse(
    await (
      await platform.request('/checkout/programmes/full-stack-web-development?locale=ur', { headers: authed(learner) })
    ).json(),
  );
  const urduTerms = await (await platform.request('/content/terms?locale=ur')).json();
  const urduRefunds = urduTerms.sections.find((section: { id: string }) => section.id === 'refunds');
  expect(urduRefunds.untranslated).toEqual([]);
  expect(urdu.refundPolicy).toEqual(urduRefunds.body);
  expect(urdu.refundPolicy).not.toEqual(options.refundPolicy);
  expect(urdu.untranslated).toEqual([]);
  const french = await platform.request('/checkout/programmes/full-stack-web-development?locale=fr', {
    headers: authed(learner),
  });
  expect(french.status).toBe(400);
  expect(options.enrolment).toBeNull();
  expect(options.identity).toBe('pending');
  expect(options.bankAccount).toBeNull();
  expect((await platform.request('/checkout/programmes/full-stack-web-development')).status).toBe(401);
  expect((await platform.request('/checkout/programmes/no-such-thing', { headers: authed(learner) })).status).toBe(404);
});

test('creating an order needs an Idempotency-Key; the same key replays, another key answers the open order', async () => {
  const learner = await registerLearner(platform);
  const options = checkoutOptionsSchema.parse(
    await (
      await platform.request('/checkout/programmes/data-science-and-analytics', { headers: authed(learner) })
    ).json(),
  );
  const body = { programme: 'data-science-and-analytics', intake: options.intakes[0]?.slug };

  expect((await postJson(platform, '/orders', learner, body, null)).status).toBe(400);
  const key = randomUUID();
  const first = await postJson(platform, '/orders', learner, body, key);
  expect(first.status).toBe(201);
  const order = orderSchema.parse(await first.json());
  expect(order).toMatchObject({
    status: 'pending_payment',
    total: { amountPaisa: 9_500_000, currency: 'PKR' },
    payments: [],
  });
  expect(order.lines).toHaveLength(1);

  const replay = await postJson(platform, '/orders', learner, body, key);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect((await replay.json()).id).toBe(order.id);
  const again = await postJson(platform, '/orders', learner, body);
  expect(again.status).toBe(200);
  expect((await again.json()).id).toBe(order.id);

  const racing = await Promise.all([1, 2, 3, 4].map(() => postJson(platform, '/orders', learner, body)));
  expect(new Set(await Promise.all(racing.map(async (r) => (await r.json()).id)))).toEqual(new Set([order.id]));
});

test("a key is replayed only after the token is verified: a forged token with the victim's subject gets a 401", async () => {
  const victim = await registerLearner(platform);
  const body = {
    programme: 'data-science-and-analytics',
    intake: await firstIntake(platform, victim, 'data-science-and-analytics'),
  };
  const key = randomUUID();
  const created = await postJson(platform, '/orders', victim, body, key);
  expect(created.status).toBe(201);
  const order = orderSchema.parse(await created.json());

  const [header, payload] = victim.token.split('.');
  const unsigned = [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), payload, ''].join(
    '.',
  );
  const wronglySigned = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
  for (const token of [unsigned, wronglySigned]) {
    const forged = await postJson(platform, '/orders', { ...victim, token }, body, key);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('idempotent-replayed')).toBeNull();
    expect(await forged.text()).not.toContain(order.id);
  }
});

test('bad input: a started intake, an unknown programme, a closed programme, an enrolled learner', async () => {
  const learner = await registerLearner(platform);
  const calendarTerms = await platform.deps.db.select().from(calendar);
  const [current] = calendarTerms.filter((t) => t.startsOn <= now.toISOString().slice(0, 10));
  const upcoming = calendarTerms
    .filter((t) => t.startsOn > now.toISOString().slice(0, 10))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0]?.slug;
  const started = await postJson(platform, '/orders', learner, {
    programme: 'full-stack-web-development',
    intake: current?.slug,
  });
  expect(started.status).toBe(422);
  expect(problemSchema.parse(await started.json()).errors?.intake?.[0]).toMatch(/already started/);
  expect((await postJson(platform, '/orders', learner, { programme: 'no-such-thing', intake: upcoming })).status).toBe(
    404,
  );

  await platform.deps.db
    .update(programmes)
    .set({ enrolmentOpen: false })
    .where(eq(programmes.slug, 'mobile-app-development'));
  const closed = await postJson(platform, '/orders', learner, {
    programme: 'mobile-app-development',
    intake: upcoming,
  });
  expect(closed.status).toBe(422);
  expect(problemSchema.parse(await closed.json()).errors?.programme?.[0]).toMatch(/not open for enrolment/);
  await platform.deps.db
    .update(programmes)
    .set({ enrolmentOpen: true })
    .where(eq(programmes.slug, 'mobile-app-development'));

  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id);
  const enrolled = await postJson(platform, '/orders', learner, {
    programme: 'full-stack-web-development',
    intake: order.intake.slug,
  });
  expect(enrolled.status).toBe(409);
  expect((await enrolled.json()).detail).toBe('You are already enrolled in Full-Stack Web Development.');
});

test('an order is its learner’s alone', async () => {
  const owner = await registerLearner(platform);
  const other = await registerLearner(platform);
  const order = await openOrder(platform, owner);
  expect((await platform.request(`/orders/${order.id}`, { headers: authed(other) })).status).toBe(404);
  expect((await startPayment(platform, other, order.id)).response.status).toBe(404);
  expect(
    (await platform.request(`/orders/${order.id}/cancel`, { method: 'POST', headers: authed(other) })).status,
  ).toBe(404);
  const list = await (await platform.request('/orders', { headers: authed(other) })).json();
  expect(list).toEqual({ items: [], total: 0 });
});

test('an unpaid order can be cancelled; a new one can then be opened', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const cancelled = await platform.request(`/orders/${order.id}/cancel`, { method: 'POST', headers: authed(learner) });
  expect((await cancelled.json()).status).toBe('cancelled');
  expect((await startPayment(platform, learner, order.id)).response.status).toBe(409);
  expect((await openOrder(platform, learner)).id).not.toBe(order.id);
});

test('unpaid orders expire after the configured time: no payment starts, a new order opens', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(10 * 60_000);
  advanceMinutes(11);
  const expired = await (await platform.request(`/orders/${order.id}`, { headers: authed(learner) })).json();
  expect(expired.status).toBe('expired');
  const refused = await startPayment(platform, learner, order.id);
  expect(refused.response.status).toBe(409);
  expect((await refused.response.json()).detail).toMatch(/expired/);
  const fresh = await openOrder(platform, learner);
  expect(fresh.id).not.toBe(order.id);
  expect(fresh.status).toBe('pending_payment');
});

test('openapi.json documents every checkout, payment, gateway and LMS endpoint', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
  );
  expect(documented).toEqual(
    expect.arrayContaining([
      'GET /checkout/programmes/{slug}',
      'POST /orders',
      'GET /orders',
      'GET /orders/{id}',
      'POST /orders/{id}/cancel',
      'POST /orders/{id}/payments',
      'POST /payments/{id}/check',
      'GET /payments/return/{gateway}',
      'POST /payments/return/{gateway}',
      'POST /payments/webhooks/{gateway}',
      'GET /enrolments',
      'GET /receipts/{number}',
      'GET /test-gateway/pay/{id}',
      'POST /test-gateway/pay/{id}',
      'POST /auth/lms-token/introspect',
    ]),
  );
});

test('payment needs an identity verification: none or a rejected one is refused, a pending one is not', async () => {
  const unverified = await registerLearner(platform, 'not_submitted');
  const order = await openOrder(platform, unverified);
  const refused = await startPayment(platform, unverified, order.id);
  expect(refused.response.status).toBe(403);
  expect((await refused.response.json()).detail).toMatch(/^Verify your identity before you pay/);
  const options = checkoutOptionsSchema.parse(
    await (
      await platform.request('/checkout/programmes/full-stack-web-development', { headers: authed(unverified) })
    ).json(),
  );
  expect(options.identity).toBe('not_submitted');

  const pending = await registerLearner(platform, 'pending');
  expect((await startPayment(platform, pending, (await openOrder(platform, pending)).id)).response.status).toBe(201);

  const rejected = await registerLearner(platform, 'not_submitted');
  const submitted = await (
    await submit(platform, rejected.token, await cnicSubmission(platform, rejected.token))
  ).json();
  const staff = await signUpStaff(platform, `staff-${randomUUID()}@example.com`);
  expect(
    (await decide(platform, staff, submitted.id, { decision: 'reject', rejection_reason: 'unreadable_photo' })).status,
  ).toBe(200);
  const again = await startPayment(platform, rejected, (await openOrder(platform, rejected)).id);
  expect(again.response.status).toBe(403);
  expect((await again.response.json()).detail).toMatch(/not accepted/);
});

test('an unconfirmed e-mail address opens no order and starts no payment, with its own problem type', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  await platform.deps.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.email, learner.email));
  const refusedOrder = await postJson(platform, '/orders', learner, {
    programme: 'data-science-and-analytics',
    intake: order.intake.slug,
  });
  expect(refusedOrder.status).toBe(403);
  expect((await refusedOrder.json()).type).toBe(EMAIL_UNVERIFIED_PROBLEM_TYPE);
  const refusedPayment = await startPayment(platform, learner, order.id);
  expect(refusedPayment.response.status).toBe(403);
  expect((await refusedPayment.response.json()).type).toBe(EMAIL_UNVERIFIED_PROBLEM_TYPE);
});

test('a learner whose identity says they are under 16 when the intake starts opens no order and pays none, with the reason', async () => {
  const learner = await registerLearner(platform, 'pending');
  const order = await openOrder(platform, learner);
  // A submission sent before the age rule (identity submission now refuses it at the date of birth).
  const youngerThan16 = `${Number(order.intake.startsOn.slice(0, 4)) - 14}-01-01`;
  await platform.deps.db
    .update(kycSubmissions)
    .set({ dateOfBirth: youngerThan16 })
    .where(eq(kycSubmissions.accountId, await accountIdOf(learner.email)));

  const paying = await startPayment(platform, learner, order.id);
  expect(paying.response.status).toBe(422);
  expect((await paying.response.json()).errors.method[0]).toMatch(
    /too young for this intake\. Learners must be 16 or over when their first semester starts/,
  );

  const another = await postJson(platform, '/orders', learner, {
    programme: 'data-science-and-analytics',
    intake: order.intake.slug,
  });
  expect(another.status).toBe(422);
  expect((await another.json()).errors.intake[0]).toMatch(/must be 16 or over/);
});

const accountIdOf = async (email: string) =>
  (await platform.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]!.id;

test('identity submission reckons the minimum age on the day the next intake starts, at the date of birth', async () => {
  const learner = await registerLearner(platform, 'not_submitted');
  const [next] = await platform.deps.db
    .select()
    .from(calendar)
    .where(gt(calendar.startsOn, now.toISOString().slice(0, 10)))
    .orderBy(asc(calendar.startsOn))
    .limit(1);
  const sixteenThen = `${Number(next!.startsOn.slice(0, 4)) - 16}${next!.startsOn.slice(4)}`;
  const dayLater = new Date(Date.parse(`${sixteenThen}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const bForm = async (date_of_birth: string) => ({
    ...(await cnicSubmission(platform, learner.token)),
    document_type: 'b_form',
    guardian_document_number: '61101-7654321-3',
    guardian_document: await uploadedPhotoId(platform, learner.token, 'guardian_document'),
    date_of_birth,
  });
  const tooYoung = await submit(platform, learner.token, await bForm(dayLater));
  expect(tooYoung.status).toBe(422);
  expect((await tooYoung.json()).errors).toEqual({
    date_of_birth: [
      expect.stringMatching(/^Learners must be 16 or over when their first semester starts \(\d+ \w+ \d{4}\)\./),
    ],
  });
  // Fifteen today, sixteen on the intake's first day: accepted.
  expect((await submit(platform, learner.token, await bForm(sixteenThen))).status).toBe(201);
});
