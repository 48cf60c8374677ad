// An order for a later semester of an enrolment: payable only while the semester is due (its term has not started),
// after the semester before it is paid or covered, and never when a scholarship covers it, it is paid already or the
// learner withdrew from it or an earlier semester.
import type { Order } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { openOrder } from '../checkout/orders';
import { listEnrolments } from '../enrolments/list';
import { semesterField } from './semester-field';

export async function createSemesterOrder(
  deps: PlatformDeps,
  learner: Learner,
  input: { programme: string; intake: string; semester: number },
): Promise<{ order: Order; created: boolean }> {
  const enrolment = (await listEnrolments(deps.db, learner.account.id, deps.now())).find(
    (e) => e.programme.slug === input.programme,
  );
  if (!enrolment) throw notFound(`You are not enrolled in a programme named "${input.programme}".`);
  if (enrolment.intake.slug !== input.intake)
    throw unprocessable('Invalid body field: intake', {
      intake: [`Your intake for ${enrolment.programme.title} is ${enrolment.intake.name}.`],
    });
  const semester = enrolment.semesters.find((s) => s.number === input.semester);
  if (!semester)
    throw semesterField(`${enrolment.programme.title} has ${enrolment.programme.semesterCount} semesters.`);
  const { standing, term } = semester;
  if (standing.status === 'paid')
    throw conflict(`Semester ${semester.number} of ${enrolment.programme.title} is paid already.`);
  if (standing.status === 'scholarship')
    throw conflict(
      `Semester ${semester.number} of ${enrolment.programme.title} is covered by your scholarship: there is nothing to pay.`,
    );
  if (standing.status === 'withdrawn')
    throw conflict(
      `You withdrew from ${enrolment.programme.title}: semester ${semester.number} can no longer be paid.`,
    );
  if (standing.status === 'lapsed')
    throw semesterField(
      `Semester ${semester.number} started unpaid; it can no longer be paid here. Contact support to rejoin.`,
    );
  if (standing.status === 'unscheduled' || !term)
    throw semesterField(`Semester ${semester.number}'s dates are not announced yet; you can pay once they are.`);
  if (!standing.payable) throw semesterField(`Pay for semester ${semester.number - 1} first.`);
  return openOrder(deps, learner, {
    programme: enrolment.programme.slug,
    intake: enrolment.intake.slug,
    semester: semester.number,
    pricePaisa: standing.fee.amountPaisa,
    description: `${enrolment.programme.title}: semester ${semester.number} tuition (${term.name})`,
    termStartsOn: term.startsOn,
  });
}
