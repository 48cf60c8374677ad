// Scholarships per semester: staff record that a learner's scholarship covers one later semester of their programme
// (who and when, once). The semester is then not payable, an order still open for it is cancelled, no reminder goes
// out, and the LMS may open it. Only a semester whose term has not started, and that the learner has not withdrawn
// from, can be covered.
import { and, desc, eq } from 'drizzle-orm';
import type { ORDER_STATUSES, SemesterScholarship, SemesterScholarshipRequest } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, programmes, semesterScholarships } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../domain-errors';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import { listEnrolments } from '../enrolments/list';
import { semesterWithdrawn } from './covered';
import { semesterField } from './semester-field';

export async function listSemesterScholarships(deps: PlatformDeps): Promise<SemesterScholarship[]> {
  const rows = await deps.db
    .select({
      cover: semesterScholarships,
      email: accounts.email,
      fullName: accounts.fullName,
      title: programmes.title,
    })
    .from(semesterScholarships)
    .innerJoin(accounts, eq(accounts.id, semesterScholarships.accountId))
    .innerJoin(programmes, eq(programmes.slug, semesterScholarships.programmeSlug))
    .orderBy(desc(semesterScholarships.decidedAt))
    .limit(200);
  return rows.map(({ cover, email, fullName, title }) => ({
    learner: { email, fullName },
    programme: { slug: cover.programmeSlug, title },
    semester: cover.programmeSemester,
    decidedBy: cover.decidedByEmail,
    decidedAt: cover.decidedAt.toISOString(),
  }));
}

export async function coverSemester(
  deps: PlatformDeps,
  staff: Staff,
  input: SemesterScholarshipRequest,
): Promise<SemesterScholarship> {
  const now = deps.now();
  const [learner] = await deps.db.select().from(accounts).where(eq(accounts.email, input.email.trim().toLowerCase()));
  const enrolment = learner
    ? (await listEnrolments(deps.db, learner.id, now)).find((e) => e.programme.slug === input.programme)
    : undefined;
  if (!learner || !enrolment) throw notFound(`No learner with that address is enrolled in that programme.`);
  refuseOwnCase(staff, learner.id, 'This scholarship');
  const semester = enrolment.semesters.find((s) => s.number === input.semester);
  if (!semester)
    throw semesterField(`${enrolment.programme.title} has ${enrolment.programme.semesterCount} semesters.`);
  if (semester.standing.status === 'paid')
    throw conflict(
      `Semester ${semester.number} is paid already: refund it instead if the scholarship should cover it.`,
    );
  if (semester.standing.status === 'scholarship') throw conflict(`Semester ${semester.number} is covered already.`);
  const withdrew = () =>
    conflict(
      `The learner withdrew from ${enrolment.programme.title}: semester ${semester.number} is not theirs to cover.`,
    );
  if (semester.standing.status === 'withdrawn') throw withdrew();
  if (semester.standing.status === 'lapsed')
    throw semesterField(
      `Semester ${semester.number} has started: only a semester that has not started can be covered.`,
    );
  /** The learner's orders for this semester in one status. */
  const semesterOrders = (status: (typeof ORDER_STATUSES)[number]) =>
    and(
      eq(orders.accountId, learner.id),
      eq(orders.programmeSlug, input.programme),
      eq(orders.programmeSemester, input.semester),
      eq(orders.status, status),
    );
  try {
    await deps.db.transaction(async (tx) => {
      // As settling a payment does: the learner's row first, so a payment landing now either paid first or is refunded.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, learner.id)).for('update');
      const [paid] = await tx.select({ id: orders.id }).from(orders).where(semesterOrders('paid'));
      if (paid)
        throw conflict(
          `Semester ${semester.number} is paid already: refund it instead if the scholarship should cover it.`,
        );
      // A withdrawal landing between the read above and this lock.
      if (
        await semesterWithdrawn(tx, {
          accountId: learner.id,
          programmeSlug: input.programme,
          programmeSemester: input.semester,
        })
      )
        throw withdrew();
      await tx.insert(semesterScholarships).values({
        accountId: learner.id,
        programmeSlug: input.programme,
        programmeSemester: input.semester,
        decidedBy: staff.account.id,
        decidedByEmail: staff.account.email,
        decidedAt: now,
      });
      // Nothing left to pay: an order still open for the semester closes (a payment arriving later is refunded).
      const cancelled = await tx
        .update(orders)
        .set({ status: 'cancelled', closedAt: now })
        .where(semesterOrders('pending_payment'))
        .returning({ reference: orders.reference });
      await recordStaffAction(
        tx,
        staff.actor,
        {
          action: 'scholarship.recorded',
          // Keyed by learner, programme and semester: the learner's account is the record to look them up by.
          recordType: 'semester-scholarship',
          recordId: learner.id,
          before: null,
          after: {
            learner: learner.email,
            programme: input.programme,
            semester: input.semester,
            cancelledOrders: cancelled.map((order) => order.reference),
          },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Semester ${semester.number} is covered already.`);
    throw error;
  }
  deps.logger.info(
    { staff: staff.account.id, account: learner.id, programme: input.programme, semester: input.semester },
    'semester covered by scholarship',
  );
  return {
    learner: { email: learner.email, fullName: learner.fullName },
    programme: enrolment.programme,
    semester: input.semester,
    decidedBy: staff.account.email,
    decidedAt: now.toISOString(),
  };
}
