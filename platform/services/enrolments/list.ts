// The learner's enrolments with their schedule: programme semester k runs in the k-th calendar term from the
// intake, with that semester's name, courses and instructors, and where the learner stands today.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Course, Enrolment, EnrolmentSemester } from '@/contract';
import type { Database } from '../../db/client';
import { enrolments, programmes, programmeSemesters, terms } from '../../db/schema';
import { academicDate } from '../catalogue/calendar';
import { findCourses } from '../catalogue/courses';
import { toTerm } from '../catalogue/rows';
import { toIntake } from '../checkout/intakes';
import { coversOf, semesterStandings, type SemesterCover } from '../semesters/standing';

type TermRow = typeof terms.$inferSelect;

function schedule(
  calendar: TermRow[],
  programme: { slug: string; pricePerSemesterPaisa: number },
  intakeSlug: string,
  stages: Array<{ number: number; name: string }>,
  courses: Course[],
  covers: SemesterCover[],
  today: string,
): EnrolmentSemester[] {
  const first = calendar.findIndex((term) => term.slug === intakeSlug);
  const plan = stages.map((stage, index) => {
    const term = first < 0 ? undefined : calendar[first + index];
    return {
      number: stage.number,
      name: stage.name,
      term: term ? { ...toIntake(term), status: toTerm(term, today).status } : null,
      courses: courses.filter((course) => course.semesterNumber === stage.number),
    };
  });
  const standings = semesterStandings(programme.slug, programme.pricePerSemesterPaisa, plan, covers, today);
  return plan.map((semester, index) => ({ ...semester, standing: standings[index]! }));
}

function statusOf(plan: EnrolmentSemester[]): Enrolment['status'] {
  if (plan[0]?.term?.status === 'upcoming') return 'upcoming';
  return plan.at(-1)?.term?.status === 'past' ? 'completed' : 'in_progress';
}

type EnrolmentRow = {
  enrolment: typeof enrolments.$inferSelect;
  programme: typeof programmes.$inferSelect;
  intake: TermRow;
};
type StageRow = { programme: string; number: number; name: string };

/**
 * Enrolments (oldest first) in the contract's shape: `calendar` every term in order, `stages` and `courses` those of
 * the enrolled programmes. The dashboard's one statement reads the same rows.
 */
export function toEnrolments(
  rows: EnrolmentRow[],
  calendar: TermRow[],
  stages: StageRow[],
  courses: Course[],
  covers: SemesterCover[],
  now: Date,
): Enrolment[] {
  const today = academicDate(now);
  return rows.map(({ enrolment, programme, intake }) => {
    const ownStages = stages.filter((stage) => stage.programme === programme.slug);
    const plan = schedule(
      calendar,
      programme,
      intake.slug,
      ownStages,
      courses.filter((course) => course.programmeSlug === programme.slug),
      covers,
      today,
    );
    return {
      id: enrolment.id,
      programme: { slug: programme.slug, title: programme.title, semesterCount: programme.semesterCount },
      intake: toIntake(intake),
      orderId: enrolment.orderId,
      enrolledAt: enrolment.enrolledAt.toISOString(),
      status: statusOf(plan),
      currentSemester: plan.find((semester) => semester.term?.status === 'current')?.number ?? null,
      semesters: plan,
    };
  });
}

/** Six statements however many enrolments: the calendar, stages and courses are read only when there are some. */
export async function listEnrolments(db: Database, accountId: string, now = new Date()): Promise<Enrolment[]> {
  const rows = await db
    .select({ enrolment: enrolments, programme: programmes, intake: terms })
    .from(enrolments)
    .innerJoin(programmes, eq(enrolments.programmeSlug, programmes.slug))
    .innerJoin(terms, eq(enrolments.intakeSlug, terms.slug))
    .where(eq(enrolments.accountId, accountId))
    .orderBy(asc(enrolments.enrolledAt));
  if (rows.length === 0) return [];
  const slugs = [...new Set(rows.map((row) => row.programme.slug))];
  const [calendar, stages, courses, covers] = await Promise.all([
    db.select().from(terms).orderBy(asc(terms.startsOn), asc(terms.slug)),
    db
      .select({
        programme: programmeSemesters.programmeSlug,
        number: programmeSemesters.number,
        name: programmeSemesters.name,
      })
      .from(programmeSemesters)
      .where(inArray(programmeSemesters.programmeSlug, slugs))
      .orderBy(asc(programmeSemesters.number)),
    findCourses(db, { programmes: slugs }),
    coversOf(db, accountId),
  ]);
  return toEnrolments(rows, calendar, stages, courses, covers, now);
}
