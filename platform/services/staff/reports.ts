// The office's numbers, counted in the database from what happened (never from today's prices): per intake and
// programme the funnel from a first-semester order to each paid semester; money taken per month and method; money owed
// back per month (withdrawals' refunds, payments taken twice). Months are Pakistan's calendar months.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FunnelRow, RefundRow, Reports, RevenueRow } from '@/contract';
import type { Database } from '../../db/client';
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

const monthOf = (instant: unknown) => sql<string>`to_char(${instant} at time zone 'Asia/Karachi', 'YYYY-MM')`;
const count = (what: unknown, where?: unknown) =>
  where === undefined
    ? sql<number>`count(distinct ${what})::int`
    : sql<number>`(count(distinct ${what}) filter (where ${where}))::int`;
/** A sum of paisa as a number (bigint in the database: a year's takings overflow an int). */
const paisa = (sum: unknown) => sql<string>`coalesce(${sum}, 0)::bigint`;

async function funnel(db: Database): Promise<FunnelRow[]> {
  const approved = sql`exists (select 1 from ${kycSubmissions} where ${kycSubmissions.accountId} = ${orders.accountId} and ${kycSubmissions.status} = 'approved')`;
  const cohorts = await db
    .select({
      intake: orders.intakeSlug,
      intakeName: terms.name,
      programme: orders.programmeSlug,
      programmeTitle: programmes.title,
      signedUp: count(orders.accountId),
      confirmed: count(orders.accountId, sql`${accounts.emailVerifiedAt} is not null`),
      identityApproved: count(orders.accountId, approved),
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(terms, eq(terms.slug, orders.intakeSlug))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .where(eq(orders.programmeSemester, 1))
    .groupBy(orders.intakeSlug, terms.name, terms.startsOn, orders.programmeSlug, programmes.title)
    .orderBy(desc(terms.startsOn), asc(programmes.title));
  // An enrolment is made by its paid first-semester order: a learner counts in the intake they enrolled in.
  const paid = await db
    .select({
      intake: enrolments.intakeSlug,
      programme: enrolments.programmeSlug,
      semester: orders.programmeSemester,
      learners: count(enrolments.accountId),
    })
    .from(enrolments)
    .innerJoin(
      orders,
      and(
        eq(orders.accountId, enrolments.accountId),
        eq(orders.programmeSlug, enrolments.programmeSlug),
        eq(orders.status, 'paid'),
      ),
    )
    .groupBy(enrolments.intakeSlug, enrolments.programmeSlug, orders.programmeSemester);
  const semesters = Math.max(1, ...paid.map((row) => row.semester));
  return cohorts.map((cohort) => ({
    ...cohort,
    paidSemesters: Array.from(
      { length: semesters },
      (_, index) =>
        paid.find(
          (row) => row.intake === cohort.intake && row.programme === cohort.programme && row.semester === index + 1,
        )?.learners ?? 0,
    ),
  }));
}

async function revenue(db: Database): Promise<RevenueRow[]> {
  const month = monthOf(sql`coalesce(${payments.completedAt}, ${payments.startedAt})`);
  const rows = await db
    .select({
      month,
      method: payments.method,
      payments: sql<number>`count(*)::int`,
      amountPaisa: paisa(sql`sum(${payments.amountPaisa})`),
    })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(month, payments.method)
    .orderBy(desc(month), asc(payments.method));
  return rows.map((row) => ({ ...row, amountPaisa: Number(row.amountPaisa) }));
}

async function refunds(db: Database): Promise<RefundRow[]> {
  const withdrawn = monthOf(withdrawals.requestedAt);
  const fromWithdrawals = await db
    .select({
      month: withdrawn,
      count: sql<number>`count(*)::int`,
      owed: paisa(sql`sum(${withdrawals.refundPaisa})`),
      sent: paisa(sql`sum(${withdrawals.refundPaisa}) filter (where ${withdrawals.status} = 'refunded')`),
    })
    .from(withdrawals)
    .groupBy(withdrawn);
  const taken = monthOf(sql`coalesce(${payments.completedAt}, ${payments.startedAt})`);
  const duplicates = await db
    .select({ month: taken, count: sql<number>`count(*)::int`, owed: paisa(sql`sum(${payments.amountPaisa})`) })
    .from(payments)
    .where(eq(payments.refundDue, true))
    .groupBy(taken);
  const rows: RefundRow[] = [
    ...fromWithdrawals.map((row) => ({
      month: row.month,
      source: 'withdrawal' as const,
      count: row.count,
      owedPaisa: Number(row.owed),
      sentPaisa: Number(row.sent),
    })),
    ...duplicates.map((row) => ({
      month: row.month,
      source: 'duplicate_payment' as const,
      count: row.count,
      owedPaisa: Number(row.owed),
      sentPaisa: 0,
    })),
  ];
  return rows.sort((a, b) => b.month.localeCompare(a.month) || a.source.localeCompare(b.source));
}

export async function readReports(db: Database): Promise<Reports> {
  const [funnelRows, revenueRows, refundRows] = await Promise.all([funnel(db), revenue(db), refunds(db)]);
  return { funnel: funnelRows, revenue: revenueRows, refunds: refundRows };
}
