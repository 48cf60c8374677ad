// "Download my data" and "Close my account" over HTTP, on a learner with identity photos, a paid order, an open card
// order and a bank transfer awaiting staff: the export has every section and nothing of another learner; closing
// deletes the photos at once, keeps payment records, leaves the transfer for staff (refund flagged if confirmed),
// ends every sign-in, and the address can sign up again.
import { eq } from 'drizzle-orm';
import { accounts, kycPhotos, payments, storedBlobs } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { outboxMail, signUp } from '../../test/sign-up';
import { documentPhoto } from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(120_000);

const BANK = {
  iban: 'PK36SCBL0000001123456702',
  accountTitle: 'Learner Portal (Pvt) Ltd',
  bank: 'Standard Chartered',
  raastId: null,
};
const platform = setUpTestPlatform({ payments: { bankTransfer: BANK } });
const PASSWORD = 'a long enough password';
const json = (path: string, who: TestLearner, method = 'GET', body?: unknown) =>
  platform.request(path, {
    method,
    headers: authed(who, body ? { 'content-type': 'application/json' } : {}),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function transferAwaitingStaff(learner: TestLearner, programme: string) {
  const order = await openOrder(platform, learner, programme);
  const { body } = await startPayment(platform, learner, order.id, 'bank_transfer');
  if (!body) throw new Error('no payment');
  const upload = await platform.request(`/payments/${body.payment.id}/transfer-receipt`, {
    method: 'PUT',
    headers: authed(learner, { 'content-type': 'image/png' }),
    body: new Uint8Array(await documentPhoto('png', 1080, 1920)),
  });
  expect(upload.status).toBe(204);
  expect(
    (await postJson(platform, `/payments/${body.payment.id}/transfer`, learner, { transaction_id: `FT${Date.now()}` }))
      .status,
  ).toBe(200);
  return { order, paymentId: body.payment.id as string };
}

async function programmes(): Promise<string[]> {
  const list = (await (await platform.request('/programmes')).json()) as {
    items: { slug: string; enrolmentOpen?: boolean }[];
  };
  return list.items.filter((p) => p.enrolmentOpen !== false).map((p) => p.slug);
}

test('the export holds every section of this learner and nothing of another', async () => {
  // The learner's identity is submitted (photos stored) through the platform's own endpoints.
  const learner = await registerLearner(platform, 'pending');
  const other = await registerLearner(platform, 'pending');
  const [first] = await programmes();
  const paid = await openOrder(platform, learner, first);
  await payWithTestGateway(platform, learner, paid.id, 'approve');
  await openOrder(platform, other, first);

  const answer = await json('/me/data-export', learner);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="learner-portal-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const data = await answer.json();
  expect(Object.keys(data).sort()).toEqual(
    [
      'account_changes',
      'enrolments',
      'format',
      'generated_at',
      'identity_verification',
      'orders',
      'profile',
      'refunds_owed',
      'scholarship_applications',
      'semester_scholarships',
      'sign_ins',
      'support_requests',
      'withdrawals',
    ].sort(),
  );
  expect(data.profile.email).toBe(learner.email);
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0].payments[0]).toMatchObject({
    status: 'succeeded',
    receipt: { number: expect.stringMatching(/^R-\d{6}$/) },
  });
  expect(data.enrolments).toHaveLength(1);
  expect(data.identity_verification.submissions[0]).toMatchObject({ document_type: 'cnic', status: 'pending' });
  expect(data.identity_verification.submissions[0].photos.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain(other.email);
  expect(JSON.stringify(data)).not.toMatch(/scrypt\$|password_hash|base64/);
  expect((await platform.request('/me/data-export')).status).toBe(401);
});

test('the export marks each record by source: the learner’s withdrawal and the refund owed, but not a stranger’s words sent with their address', async () => {
  const learner = await registerLearner(platform, 'approved');
  const order = await openOrder(platform, learner, 'full-stack-web-development');
  await payWithTestGateway(platform, learner, order.id);
  // Before the term starts: all of the fee back.
  const withdrawn = await postJson(platform, '/me/withdrawals', learner, {
    programme: 'full-stack-web-development',
    semester: 1,
  });
  expect(withdrawn.status).toBe(201);
  // A stranger sends a support request with the learner's address; nobody signed in.
  const stranger = {
    name: 'Someone Else',
    email: learner.email.toUpperCase(),
    phone: '+923001234567',
    topic: 'payments',
    message: 'Words the account owner never wrote: please refund me to IBAN PK00STRANGER.',
  };
  const sent = await platform.request('/support/requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stranger),
  });
  expect(sent.status).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const data = await (await json('/me/data-export', learner)).json();
  expect(data.format).toBe('learner-portal-data-export/2');
  const paid = data.orders[0].payments[0].amount_paisa;
  expect(paid).toBe(8_500_000);
  expect(data.withdrawals).toEqual([
    {
      source: 'you',
      programme: 'full-stack-web-development',
      semester: 1,
      order_reference: order.reference,
      refund_paisa: paid,
      status: 'requested',
      requested_at: expect.any(String),
      refunded_at: null,
    },
  ]);
  expect(data.refunds_owed).toEqual([
    {
      source: 'about you',
      reason: 'withdrawal',
      order_reference: order.reference,
      amount_paisa: paid,
      currency: 'PKR',
      owed_since: data.withdrawals[0].requested_at,
    },
  ]);
  expect(data.support_requests).toEqual([
    { source: 'about you', reference, topic: 'payments', email: stranger.email, received_at: expect.any(String) },
  ]);
  const text = JSON.stringify(data);
  for (const words of [stranger.message, 'PK00STRANGER', stranger.name, stranger.phone])
    expect(text).not.toContain(words);
  // Every record of every list says where it comes from.
  for (const [section, records] of Object.entries(data).filter(([, value]) => Array.isArray(value)))
    for (const record of records as Array<{ source?: string }>)
      expect([section, record.source]).toEqual([section, expect.stringMatching(/^(you|about you)$/)]);
  expect(data.orders[0].source).toBe('you');
});

test('closing needs the password; a wrong one changes nothing', async () => {
  const learner = await registerLearner(platform, 'pending');
  const refused = await json('/me/close', learner, 'POST', { password: 'not my password' });
  expect(refused.status).toBe(422);
  expect((await refused.json()).errors.password).toEqual(['That is not your password.']);
  expect((await json('/auth/me', learner)).status).toBe(200);
  expect((await platform.deps.db.select().from(kycPhotos)).length).toBeGreaterThan(0);
});

test('closing deletes photos at once, cancels the card order, leaves the transfer for staff, ends sign-ins; the address signs up again', async () => {
  const learner = await registerLearner(platform, 'pending');
  const [first, second] = await programmes();
  if (!first || !second) throw new Error('two open programmes expected');
  const card = await openOrder(platform, learner, first);
  await startPayment(platform, learner, card.id, 'card');
  const transfer = await transferAwaitingStaff(learner, second);
  const [row] = await platform.deps.db.select().from(accounts).where(eq(accounts.email, learner.email));
  if (!row) throw new Error('no account');
  const photoKeys = (await platform.deps.db.select().from(kycPhotos).where(eq(kycPhotos.accountId, row.id))).map(
    (photo) => photo.blobKey,
  );
  expect(photoKeys.length).toBeGreaterThan(0);

  const closed = await json('/me/close', learner, 'POST', { password: PASSWORD });
  expect(closed.status).toBe(200);
  expect(await closed.json()).toMatchObject({ orders_cancelled: 1, transfers_awaiting_staff: 1 });

  expect((await json('/auth/me', learner)).status).toBe(401);
  expect(
    (
      await platform.request('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: learner.email, password: PASSWORD }),
      })
    ).status,
  ).toBe(401);
  const [after] = await platform.deps.db.select().from(accounts).where(eq(accounts.id, row.id));
  expect(after).toMatchObject({ fullName: 'Closed account', phone: null, email: `closed-${row.id}@closed.invalid` });
  expect(await platform.deps.db.select().from(kycPhotos).where(eq(kycPhotos.accountId, row.id))).toEqual([]);
  for (const key of photoKeys)
    expect(
      await platform.deps.db.select({ id: storedBlobs.id }).from(storedBlobs).where(eq(storedBlobs.id, key)),
    ).toEqual([]);
  expect(await outboxMail(platform, learner.email, 'Your account is closed')).toContain('six years');

  // Staff confirm the transfer after the closing: nobody is enrolled, the money is flagged for refund.
  const staff = await registerLearner(platform, 'not_submitted');
  await grantStaffRole(platform.deps.db, staff.email);
  const decided = await postJson(
    platform,
    `/staff/payments/${transfer.paymentId}/decision`,
    staff,
    { decision: 'confirm' },
    null,
  );
  expect(decided.status).toBe(200);
  const [payment] = await platform.deps.db.select().from(payments).where(eq(payments.id, transfer.paymentId));
  expect(payment).toMatchObject({ status: 'succeeded', refundDue: true, flag: 'order_closed' });

  const again = await signUp(platform, { email: learner.email, password: 'another long password' });
  expect(again.user.id).not.toBe(row.id);
});
