// The whole dashboard in one statement: the live session's account and, as JSON built by PostgreSQL, the rows
// listEnrolments, readOrders and kycStatusOf read in up to eight: enrolments with the calendar, stages and courses
// of their programmes, orders with their lines and payments, the latest identity submission. No row: no live session.
import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { fromJsonRow, type JsonRow } from '../../db/json-row';
import { preparedOnce } from '../../db/prepared';
import {
  accounts,
  authSessions,
  courses,
  enrolments,
  instructors,
  kycSubmissions,
  orderLines,
  orders,
  payments,
  refunds,
  programmeSemesters,
  programmes,
  receipts,
  semesterScholarships,
  terms,
  withdrawals,
} from '../../db/schema';
import { courseColumns, type CourseRow } from '../catalogue/courses';
import { liveSession } from '../auth/require-learner';

/** json_agg of `row` in `order` over what follows (a FROM clause); null when there is nothing. */
const jsonList = (row: SQL, order: SQL[]) =>
  sql<JsonRow[] | null>`json_agg(${row} order by ${sql.join(order, sql`, `)})`;
/** The whole row of `table` as JSON keyed by its column names (read back with fromJsonRow). */
const whole = (table: PgTable) => sql`to_json(${table}.*)`;
const jsonObject = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

const ownEnrolments = sql`(select ${enrolments.programmeSlug} from ${enrolments} where ${enrolments.accountId} = ${accounts.id})`;
const ownOrders = sql`(select ${orders.id} from ${orders} where ${orders.accountId} = ${accounts.id})`;

const enrolmentRows = sql<Array<{
  enrolment: JsonRow;
  programme: JsonRow;
  intake: JsonRow;
}> | null>`(select ${jsonList(jsonObject({ enrolment: whole(enrolments), programme: whole(programmes), intake: whole(terms) }), [asc(enrolments.enrolledAt)])}
  from ${enrolments} join ${programmes} on ${eq(enrolments.programmeSlug, programmes.slug)} join ${terms} on ${eq(enrolments.intakeSlug, terms.slug)}
  where ${enrolments.accountId} = ${accounts.id})`;
// The calendar, stages and courses only matter with an enrolment.
const calendarRows = sql<
  JsonRow[] | null
>`(select ${jsonList(whole(terms), [asc(terms.startsOn), asc(terms.slug)])} from ${terms} where exists ${ownEnrolments})`;
const stageRows = sql<Array<{
  programme: string;
  number: number;
  name: string;
}> | null>`(select ${jsonList(jsonObject({ programme: programmeSemesters.programmeSlug, number: programmeSemesters.number, name: programmeSemesters.name }), [asc(programmeSemesters.number)])}
  from ${programmeSemesters} where ${inArray(programmeSemesters.programmeSlug, ownEnrolments)})`;
const courseRows = sql<
  CourseRow[] | null
>`(select ${jsonList(jsonObject(courseColumns), [asc(courses.semesterNumber), asc(programmes.position), asc(courses.position), asc(courses.slug)])}
  from ${courses} join ${instructors} on ${eq(instructors.slug, courses.instructorSlug)} join ${programmes} on ${eq(programmes.slug, courses.programmeSlug)}
  where ${inArray(courses.programmeSlug, ownEnrolments)})`;
const orderRows = sql<Array<{
  order: JsonRow;
  title: string;
  intake: JsonRow;
}> | null>`(select ${jsonList(jsonObject({ order: whole(orders), title: programmes.title, intake: whole(terms) }), [asc(orders.createdAt)])}
  from ${orders} join ${programmes} on ${eq(orders.programmeSlug, programmes.slug)} join ${terms} on ${eq(orders.intakeSlug, terms.slug)}
  where ${orders.accountId} = ${accounts.id})`;
const lineRows = sql<
  JsonRow[] | null
>`(select ${jsonList(whole(orderLines), [asc(orderLines.position)])} from ${orderLines} where ${inArray(orderLines.orderId, ownOrders)})`;
const paymentRows = sql<Array<{
  payment: JsonRow;
  receiptId: number | null;
  refund: JsonRow | null;
}> | null>`(select ${jsonList(jsonObject({ payment: whole(payments), receiptId: receipts.id, refund: whole(refunds) }), [asc(payments.startedAt)])}
  from ${payments} left join ${receipts} on ${eq(receipts.paymentId, payments.id)}
  left join ${refunds} on ${eq(refunds.paymentId, payments.id)} where ${inArray(payments.orderId, ownOrders)})`;
const scholarshipRows = sql<
  JsonRow[] | null
>`(select ${jsonList(whole(semesterScholarships), [asc(semesterScholarships.programmeSemester)])} from ${semesterScholarships}
  where ${semesterScholarships.accountId} = ${accounts.id})`;
const withdrawalRows = sql<
  JsonRow[] | null
>`(select ${jsonList(whole(withdrawals), [asc(withdrawals.requestedAt)])} from ${withdrawals} where ${withdrawals.accountId} = ${accounts.id})`;
const latestSubmission = sql<JsonRow | null>`(select ${whole(kycSubmissions)} from ${kycSubmissions} where ${kycSubmissions.accountId} = ${accounts.id}
  order by ${desc(kycSubmissions.submittedAt)} limit 1)`;

export const dashboardStatement = preparedOnce((db: Database) =>
  db
    .select({
      account: accounts,
      enrolments: enrolmentRows,
      calendar: calendarRows,
      stages: stageRows,
      courses: courseRows,
      orders: orderRows,
      lines: lineRows,
      payments: paymentRows,
      scholarships: scholarshipRows,
      withdrawals: withdrawalRows,
      identity: latestSubmission,
    })
    .from(authSessions)
    .innerJoin(accounts, and(eq(authSessions.accountId, accounts.id), isNull(accounts.closedAt)))
    .where(liveSession)
    .prepare('learner_dashboard'),
);

type DashboardRow = NonNullable<Awaited<ReturnType<ReturnType<typeof dashboardStatement>['execute']>>[number]>;

/** The statement's JSON rows as drizzle reads each table (json_agg of nothing is null). */
export function decodeDashboard(row: DashboardRow) {
  return {
    enrolments: (row.enrolments ?? []).map((r) => ({
      enrolment: fromJsonRow(enrolments, r.enrolment),
      programme: fromJsonRow(programmes, r.programme),
      intake: fromJsonRow(terms, r.intake),
    })),
    calendar: (row.calendar ?? []).map((r) => fromJsonRow(terms, r)),
    stages: row.stages ?? [],
    courses: row.courses ?? [],
    orders: (row.orders ?? []).map((r) => ({
      order: fromJsonRow(orders, r.order),
      title: r.title,
      intake: fromJsonRow(terms, r.intake),
    })),
    lines: (row.lines ?? []).map((r) => fromJsonRow(orderLines, r)),
    payments: (row.payments ?? []).map((r) => ({
      payment: fromJsonRow(payments, r.payment),
      receiptId: r.receiptId,
      refund: r.refund?.id ? fromJsonRow(refunds, r.refund) : null,
    })),
    scholarships: (row.scholarships ?? []).map((r) => fromJsonRow(semesterScholarships, r)),
    withdrawals: (row.withdrawals ?? []).map((r) => fromJsonRow(withdrawals, r)),
    identity: row.identity ? fromJsonRow(kycSubmissions, row.identity) : undefined,
  };
}
