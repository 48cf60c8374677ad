// The office's numbers over HTTP against a seeded scenario whose every count is known: the funnel per intake and
// programme (one learner counted once however many orders, in the intake they enrolled in), revenue per Pakistan month
// and method (failed payments left out), refunds owed and sent; each as CSV through the one CSV writer; 403 for learners.
import { asc } from 'drizzle-orm';
import type { Reports } from '@/contract';
import {
  accounts,
  enrolments,
  kycSubmissions,
  orders,
  payments,
  programmes,
  terms,
  withdrawals,
} from '../../db/schema';
import { bearer, signUp, signUpStaff } from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

type Step = 'unconfirmed' | 'confirmed' | 'approved' | 'rejected';
const LEARNERS: Record<string, Step> = {
  a: 'unconfirmed',
  b: 'confirmed',
  c: 'approved',
  d: 'approved',
  e: 'approved',
  f: 'rejected',
  g: 'approved',
};
// 20:00 UTC on 31 March is 1 April in Pakistan: the month is Pakistan's.
const LATE_MARCH = new Date('2026-03-31T20:00:00Z');
const MAY = new Date('2026-05-10T09:00:00Z');

async function seedScenario() {
  const db = platform.deps.db;
  const [intake, otherIntake] = await db.select().from(terms).orderBy(asc(terms.startsOn)).limit(2);
  const [programme] = await db.select().from(programmes).orderBy(asc(programmes.slug)).limit(1);
  const ids: Record<string, string> = {};
  for (const [name, step] of Object.entries(LEARNERS)) {
    const [account] = await db
      .insert(accounts)
      .values({
        email: `funnel-${name}@example.com`,
        fullName: `Funnel ${name.toUpperCase()}`,
        passwordHash: 'not-a-hash',
        emailVerifiedAt: step === 'unconfirmed' ? null : LATE_MARCH,
      })
      .returning({ id: accounts.id });
    ids[name] = account!.id;
    if (step === 'approved' || step === 'rejected')
      await db.insert(kycSubmissions).values({
        accountId: account!.id,
        documentType: 'cnic',
        documentNumber: `35202123456${Object.keys(ids).length}`,
        legalName: `Funnel ${name}`,
        dateOfBirth: '2000-01-01',
        status: step,
        submittedAt: LATE_MARCH,
      });
  }
  let n = 0;
  const order = async (
    who: string,
    status: 'pending_payment' | 'paid' | 'failed' | 'expired',
    semester = 1,
    term = intake!,
  ) => {
    n += 1;
    const [row] = await db
      .insert(orders)
      .values({
        reference: `FUN-${String(n).padStart(5, '0')}`,
        accountId: ids[who]!,
        programmeSlug: programme!.slug,
        intakeSlug: term.slug,
        programmeSemester: semester,
        status,
        totalPaisa: 8_500_000,
        createdAt: LATE_MARCH,
        expiresAt: MAY,
      })
      .returning({ id: orders.id });
    return row!.id;
  };
  const payment = async (
    orderId: string,
    method: 'card' | 'jazzcash' | 'bank_transfer',
    status: 'succeeded' | 'failed',
    at: Date,
    refundDue = false,
  ) => {
    n += 1;
    const [row] = await db
      .insert(payments)
      .values({
        orderId,
        method,
        gateway: 'test',
        gatewayRef: `fun-${n}`,
        status,
        amountPaisa: 8_500_000,
        refundDue,
        startedAt: at,
        completedAt: at,
      })
      .returning({ id: payments.id });
    return row!.id;
  };
  await order('a', 'expired');
  await order('b', 'failed');
  await order('c', 'pending_payment');
  const dFirst = await order('d', 'paid');
  await payment(dFirst, 'card', 'succeeded', LATE_MARCH);
  await payment(dFirst, 'card', 'succeeded', LATE_MARCH, true); // taken twice: owed back
  await payment(dFirst, 'jazzcash', 'failed', LATE_MARCH);
  await db.insert(enrolments).values({
    accountId: ids.d!,
    programmeSlug: programme!.slug,
    intakeSlug: intake!.slug,
    orderId: dFirst,
    enrolledAt: LATE_MARCH,
  });
  const eFirst = await order('e', 'paid');
  await payment(eFirst, 'jazzcash', 'succeeded', LATE_MARCH);
  await db.insert(enrolments).values({
    accountId: ids.e!,
    programmeSlug: programme!.slug,
    intakeSlug: intake!.slug,
    orderId: eFirst,
    enrolledAt: LATE_MARCH,
  });
  const eSecond = await order('e', 'paid', 2, otherIntake!);
  const eSecondPayment = await payment(eSecond, 'bank_transfer', 'succeeded', MAY);
  await db.insert(withdrawals).values({
    accountId: ids.e!,
    programmeSlug: programme!.slug,
    programmeSemester: 2,
    paymentId: eSecondPayment,
    refundPaisa: 4_250_000,
    requestedAt: MAY,
  });
  await order('f', 'expired');
  await order('f', 'failed');
  await order('g', 'pending_payment', 1, otherIntake!);
  return { intake: intake!, otherIntake: otherIntake!, programme: programme! };
}

test('the funnel, revenue and refunds match the seeded scenario exactly; each CSV has the same numbers', async () => {
  const { intake, otherIntake, programme } = await seedScenario();
  const token = await signUpStaff(platform, 'reports-staff@example.com');
  const answer = await platform.request('/staff/reports', { headers: bearer(token) });
  expect(answer.status).toBe(200);
  const reports = (await answer.json()) as Reports;
  const names = { programme: programme.slug, programmeTitle: programme.title };
  expect(reports.funnel).toEqual([
    {
      intake: otherIntake.slug,
      intakeName: otherIntake.name,
      ...names,
      signedUp: 1,
      confirmed: 1,
      identityApproved: 1,
      paidSemesters: [0, 0],
    },
    {
      intake: intake.slug,
      intakeName: intake.name,
      ...names,
      signedUp: 6,
      confirmed: 5,
      identityApproved: 3,
      paidSemesters: [2, 1],
    },
  ]);
  expect(reports.revenue).toEqual([
    { month: '2026-05', method: 'bank_transfer', payments: 1, amountPaisa: 8_500_000 },
    { month: '2026-04', method: 'card', payments: 2, amountPaisa: 17_000_000 },
    { month: '2026-04', method: 'jazzcash', payments: 1, amountPaisa: 8_500_000 },
  ]);
  expect(reports.refunds).toEqual([
    { month: '2026-05', source: 'withdrawal', count: 1, owedPaisa: 4_250_000, sentPaisa: 0 },
    { month: '2026-04', source: 'duplicate_payment', count: 1, owedPaisa: 8_500_000, sentPaisa: 0 },
  ]);

  const csv = async (report: string) => {
    const file = await platform.request(`/staff/reports/${report}/export`, { headers: bearer(token) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes.slice(3)).split('\r\n');
  };
  expect(await csv('funnel')).toEqual([
    'intake,programme,signed_up,confirmed,identity_approved,paid_semester_1,paid_semester_2',
    `${otherIntake.name},${programme.title},1,1,1,0,0`,
    `${intake.name},${programme.title},6,5,3,2,1`,
    '',
  ]);
  expect(await csv('revenue')).toEqual([
    'month,method,payments,amount_pkr',
    '2026-05,bank_transfer,1,85000.00',
    '2026-04,card,2,170000.00',
    '2026-04,jazzcash,1,85000.00',
    '',
  ]);
  expect((await csv('refunds'))[1]).toBe('2026-05,withdrawal,1,42500.00,0.00');
  expect((await platform.request('/staff/reports/losses/export', { headers: bearer(token) })).status).toBe(400);
});

test('a learner gets 403 and a visitor 401 on the reports and their CSV', async () => {
  const learner = await signUp(platform, 'reports-learner@example.com');
  for (const path of ['/staff/reports', '/staff/reports/revenue/export']) {
    expect((await platform.request(path, { headers: bearer(learner) })).status).toBe(403);
    expect((await platform.request(path)).status).toBe(401);
  }
});
