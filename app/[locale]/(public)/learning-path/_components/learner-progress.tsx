// The signed-in learner's place on their path, above the public learning path: per enrolled programme, every
// semester marked done, this semester or next (from the calendar term each runs in), with its dates.
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDateRange } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import styles from './learning-path.module.css';

type Stage = 'done' | 'now' | 'next' | 'later';

const STAGE_LABEL: Record<Stage, string> = { done: 'Done', now: 'This semester', next: 'Next', later: 'Later' };
const STAGE_CLASS: Record<Stage, string | undefined> = {
  done: styles.past,
  now: styles.current,
  next: styles.upcoming,
  later: undefined,
};

/** Done: its term has ended. Now: its term runs today. Next: the first after those (the first semester before the intake). */
export function stagesOf(semesters: readonly EnrolmentSemester[]): Map<number, Stage> {
  const stages = new Map<number, Stage>();
  let nextGiven = false;
  for (const semester of [...semesters].sort((a, b) => a.number - b.number)) {
    const status = semester.term?.status;
    if (status === 'past') stages.set(semester.number, 'done');
    else if (status === 'current') stages.set(semester.number, 'now');
    else {
      stages.set(semester.number, nextGiven ? 'later' : 'next');
      nextGiven = true;
    }
  }
  return stages;
}

function ProgrammeProgress({ enrolment }: { enrolment: Enrolment }) {
  const stages = stagesOf(enrolment.semesters);
  const done = [...stages.values()].filter((stage) => stage === 'done').length;
  const headingId = `progress-${enrolment.programme.slug}`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{enrolment.programme.title}</h3>
      <p>
        {done} of {enrolment.programme.semesterCount} semesters done. Intake: {enrolment.intake.name} (
        {formatDateRange(enrolment.intake.startsOn, enrolment.intake.endsOn)}).
      </p>
      <ol className="plain-list">
        {[...enrolment.semesters]
          .sort((a, b) => a.number - b.number)
          .map((semester) => {
            const stage = stages.get(semester.number) ?? 'later';
            return (
              <li key={semester.number}>
                Semester {semester.number}, {semester.name}
                {semester.term
                  ? ` (${formatDateRange(semester.term.startsOn, semester.term.endsOn)})`
                  : ', dates to be announced'}
                <span className={`${styles.status} ${STAGE_CLASS[stage] ?? ''}`}>{STAGE_LABEL[stage]}</span>
              </li>
            );
          })}
      </ol>
    </article>
  );
}

export function LearnerProgress({ firstName, enrolments }: { firstName: string; enrolments: readonly Enrolment[] }) {
  return (
    <section aria-labelledby="progress-title" className={styles.calendar}>
      <h2 id="progress-title">Your progress, {firstName}</h2>
      {enrolments.length === 0 ? (
        <p>
          You are not enrolled in a programme yet. <Link href="/#programmes">Choose a programme</Link> to start with the
          next intake.
        </p>
      ) : (
        enrolments.map((enrolment) => <ProgrammeProgress key={enrolment.id} enrolment={enrolment} />)
      )}
      <p>
        <Link href="/user-dashboard">Go to your dashboard</Link> for this semester’s courses and your payments.
      </p>
    </section>
  );
}
