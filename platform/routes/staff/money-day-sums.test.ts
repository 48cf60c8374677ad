// The per-day and per-month sums the money office's totals read (money_day_sums and money_month_sums, kept by the
// triggers of migrations 0031 and 0034) stay equal to the same sums counted from scratch from the payments and
// refunds, after each way money moves: a payment started, paid, declined and paid twice, a refund recorded, an intake
// cancelled and its money sent back, and rows changed, moved to another month, deleted and moved to a renamed
// programme by hand in SQL (what no service does today, but the database allows); and the migrations' backfills count
// them alike.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { IntakeContent } from '@/contract';
import { migrationsFolder } from '../../db/client';
import { moneyDaySums, moneyMonthSums, orders, payments, programmes, refunds } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { academicDate, addDays } from '../../services/catalogue/calendar';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  decideOnGateway,
  eventually,
  followReturn,
  getOrder,
  openOrder,
  paidLearnerIn,
  payWithTestGateway,
  postJson,
  registerLearner,
  startPayment,
  whenPaid,
} from '../../test/checkout-helpers';

jest.setTimeout(180_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'full-stack-web-development';

type Sum = {
  day: string;
  kind: string;
  method: string;
  state: string;
  programmeSlug: string;
  count: number;
  amountPaisa: number;
};
const keyOf = (s: Omit<Sum, 'count' | 'amountPaisa'>) => [s.day, s.kind, s.method, s.state, s.programmeSlug].join(' ');
const sorted = (sums: Sum[]) => sums.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

/** A moment's date (YYYY-MM-DD) in Pakistan, by the time zone rules Node carries, not the database's. */
const pakistanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' });

/** Every payment and refund added up again in JavaScript, each on the day of its timestamp in Pakistan. */
async function fromScratch(): Promise<Sum[]> {
  const db = platform.deps.db;
  const paid = await db
    .select({
      at: payments.startedAt,
      method: payments.method,
      state: payments.status,
      programmeSlug: orders.programmeSlug,
      amount: payments.amountPaisa,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId));
  const sent = await db
    .select({
      at: refunds.recordedAt,
      method: refunds.method,
      programmeSlug: orders.programmeSlug,
      amount: refunds.amountPaisa,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId));
  const sums = new Map<string, Sum>();
  const add = (row: Omit<Sum, 'count' | 'amountPaisa'>, amount: number) => {
    const sum = sums.get(keyOf(row)) ?? { ...row, count: 0, amountPaisa: 0 };
    sums.set(keyOf(row), { ...sum, count: sum.count + 1, amountPaisa: sum.amountPaisa + amount });
  };
  const day = (at: Date) => pakistanDay.format(at);
  for (const p of paid)
    add(
      { day: day(p.at), kind: 'payment', method: p.method, state: p.state, programmeSlug: p.programmeSlug },
      p.amount,
    );
  for (const r of sent)
    add(
      { day: day(r.at), kind: 'refund', method: r.method, state: 'refunded', programmeSlug: r.programmeSlug },
      r.amount,
    );
  return sorted([...sums.values()]);
}

/** The sums the database kept; a programme renamed away leaves its keys at zero, which add nothing to a total. */
const kept = async () =>
  sorted(
    await platform.deps.db
      .select()
      .from(moneyDaySums)
      .where(sql`${moneyDaySums.count} <> 0`),
  );

/** The day sums added up per month in JavaScript, the month being the first day's date. */
function perMonth(days: Sum[]): Sum[] {
  const months = new Map<string, Sum>();
  for (const { day, count, amountPaisa, ...key } of days) {
    const month = { ...key, day: `${day.slice(0, 7)}-01` };
    const sum = months.get(keyOf(month)) ?? { ...month, count: 0, amountPaisa: 0 };
    months.set(keyOf(month), { ...sum, count: sum.count + count, amountPaisa: sum.amountPaisa + amountPaisa });
  }
  return sorted([...months.values()]);
}

const keptMonths = async () =>
  sorted((await platform.deps.db.select().from(moneyMonthSums)).map(({ month, ...sum }) => ({ ...sum, day: month })));

const expectSumsKept = async (after: string) => {
  const scratch = await fromScratch();
  expect({ after, days: await kept(), months: await keptMonths() }).toEqual({
    after,
    days: scratch,
    months: perMonth(scratch),
  });
};

test('the per-day and per-month sums equal a count from scratch after payments, state changes, refunds and an intake cancelled', async () => {
  await expectSumsKept('the migration’s backfill of the seeded rows');
  const boss = await registerLearner(platform, 'not_submitted');
  await grantStaffRole(platform.deps.db, boss.email, new Date(), 'admin');
  const refund = async (paymentId: string, amountPaisa: number, reference: string) =>
    expect(
      (await postJson(platform, '/staff/refunds', boss, { paymentId, amountPaisa, method: 'bank_transfer', reference }))
        .status,
    ).toBe(200);

  // Started (pending), then paid (succeeded).
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const card = await startPayment(platform, learner, order.id, 'card');
  await expectSumsKept('a payment started');
  await followReturn(platform, await decideOnGateway(platform, card.body?.redirect?.url ?? '', 'approve'));
  await whenPaid(platform, learner, order.id);
  await expectSumsKept('a payment succeeded');

  // Declined (failed).
  const declined = await registerLearner(platform);
  await payWithTestGateway(platform, declined, (await openOrder(platform, declined)).id, 'decline');
  await expectSumsKept('a payment declined');

  // Paid twice: the second is owed back, then refunded in part.
  const twice = await registerLearner(platform);
  const second = await openOrder(platform, twice);
  const pages = [
    await startPayment(platform, twice, second.id, 'card'),
    await startPayment(platform, twice, second.id, 'jazzcash'),
  ];
  for (const page of pages)
    await followReturn(platform, await decideOnGateway(platform, page.body?.redirect?.url ?? '', 'approve'));
  const both = await eventually(
    () => getOrder(platform, twice, second.id),
    (o) => o.payments.length === 2 && o.payments.every((p) => p.status === 'succeeded'),
  );
  await expectSumsKept('a payment made twice');
  const duplicate = both.payments.find((p) => p.refundDue);
  await refund(duplicate!.id, 100_000, 'SUMS-1');
  await expectSumsKept('a refund recorded');

  // An intake cancelled: its paid learner's money is owed back, then sent back.
  const startsOn = addDays(academicDate(new Date()), 90);
  const intake: IntakeContent = {
    slug: `sums-test-${Date.now()}`,
    name: 'Sums test',
    nameUr: null,
    startsOn,
    endsOn: addDays(startsOn, 120),
    enrolmentClosesOn: null,
    seats: null,
    open: true,
  };
  expect((await postJson(platform, '/staff/catalogue/intakes', boss, { content: intake })).status).toBe(201);
  const { order: made } = await paidLearnerIn(platform, intake.slug);
  expect(
    (await postJson(platform, `/staff/catalogue/intakes/${intake.slug}/cancel`, boss, { version: 1 })).status,
  ).toBe(200);
  await expectSumsKept('an intake cancelled');
  const [owed] = await platform.deps.db.select().from(payments).where(eq(payments.orderId, made.id));
  expect(owed).toMatchObject({ refundDue: true, flag: 'intake_cancelled' });
  await refund(owed!.id, owed!.amountPaisa, 'SUMS-2');
  await expectSumsKept('an intake’s money sent back');

  // By hand: several payments moved a day back and to another method in one statement, a refund deleted.
  await platform.deps.db
    .update(payments)
    .set({
      startedAt: sql`${payments.startedAt} - interval '1 day'`,
      method: 'easypaisa',
      amountPaisa: sql`${payments.amountPaisa} + 1`,
    })
    .where(eq(payments.orderId, second.id));
  await expectSumsKept('payments moved in one statement');
  // Across months: the first second of a month in Pakistan is still the month before in UTC (in the summer of 2008
  // Pakistan kept UTC+6, so July began at 18:00 UTC).
  await platform.deps.db
    .update(payments)
    .set({ startedAt: new Date('2008-06-30T18:00:01Z') })
    .where(eq(payments.id, card.body!.payment.id));
  await expectSumsKept('a payment moved to another month');
  await platform.deps.db
    .update(payments)
    .set({ startedAt: new Date('2008-06-30T17:59:59Z') })
    .where(eq(payments.id, card.body!.payment.id));
  await expectSumsKept('the payment moved back a second, to the month before');
  await platform.deps.db.delete(refunds).where(eq(refunds.paymentId, duplicate!.id));
  await expectSumsKept('a refund deleted');

  // A programme's slug renamed: the orders follow it (the foreign key cascades), and so do their sums.
  const renamed = `${PROGRAMME}-renamed`;
  await platform.deps.db.update(programmes).set({ slug: renamed }).where(eq(programmes.slug, PROGRAMME));
  await expectSumsKept('a programme renamed');
  await platform.deps.db.update(programmes).set({ slug: PROGRAMME }).where(eq(programmes.slug, renamed));
  await expectSumsKept('the programme’s name given back');

  // The migrations' backfills (each one's last statement) count the same sums from the rows now in the tables.
  const backfill = async (file: string) =>
    platform.deps.db.execute(
      sql.raw((await readFile(path.join(migrationsFolder, file), 'utf8')).split('--> statement-breakpoint').at(-1)!),
    );
  await platform.deps.db.delete(moneyDaySums);
  await backfill('0031_money_day_sums.sql');
  await expectSumsKept('the day sums’ backfill');
  await platform.deps.db.delete(moneyMonthSums);
  await backfill('0034_money_month_sums.sql');
  await expectSumsKept('the month sums’ backfill');
});
