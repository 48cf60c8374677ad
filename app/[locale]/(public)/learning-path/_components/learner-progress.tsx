// The signed-in learner's place on their path, above the public learning path: per enrolled programme, every
// semester marked done, this semester or next (from the calendar term each runs in), with its dates, in the page's
// language (programme, semester and intake names as the platform wrote them).
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDateRangeIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang, embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './learning-path.module.css';

type Stage = 'done' | 'now' | 'next' | 'later';

const STAGE_KEY = { done: 'stageDone', now: 'stageNow', next: 'stageNext', later: 'stageLater' } as const;
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

function ProgrammeProgress({ enrolment, locale }: { enrolment: Enrolment; locale: Locale }) {
  const t = translator(locale, 'learningPath');
  const stages = stagesOf(enrolment.semesters);
  const done = [...stages.values()].filter((stage) => stage === 'done').length;
  const headingId = `progress-${enrolment.programme.slug}`;
  const { intake } = enrolment;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} {...contentLang(locale)}>
        {enrolment.programme.title}
      </h3>
      <p>
        {t('progressSummary', {
          done,
          count: enrolment.programme.semesterCount,
          intake: embedded(locale, intake.name),
          dates: formatDateRangeIn(locale, intake.startsOn, intake.endsOn),
        })}
      </p>
      <ol className="plain-list">
        {[...enrolment.semesters]
          .sort((a, b) => a.number - b.number)
          .map((semester) => {
            const stage = stages.get(semester.number) ?? 'later';
            const name = embedded(locale, semester.name);
            return (
              <li key={semester.number}>
                {semester.term
                  ? t('progressSemesterDates', {
                      number: semester.number,
                      name,
                      dates: formatDateRangeIn(locale, semester.term.startsOn, semester.term.endsOn),
                    })
                  : t('progressSemesterNoDates', { number: semester.number, name })}
                <span className={`${styles.status} ${STAGE_CLASS[stage] ?? ''}`}>{t(STAGE_KEY[stage])}</span>
              </li>
            );
          })}
      </ol>
    </article>
  );
}

export function LearnerProgress({
  firstName,
  enrolments,
  locale = 'en',
}: {
  firstName: string;
  enrolments: readonly Enrolment[];
  locale?: Locale;
}) {
  const t = translator(locale, 'learningPath');
  return (
    <section aria-labelledby="progress-title" className={styles.calendar}>
      <h2 id="progress-title">{t('progressTitle', { name: embedded(locale, firstName) })}</h2>
      {enrolments.length === 0 ? (
        <p>
          {t.rich('progressNotEnrolled', {
            link: (chunks) => <Link href={localePath(locale, '/#programmes')}>{chunks}</Link>,
          })}
        </p>
      ) : (
        enrolments.map((enrolment) => <ProgrammeProgress key={enrolment.id} enrolment={enrolment} locale={locale} />)
      )}
      <p>
        {t.rich('progressToDashboard', {
          link: (chunks) => <Link href={localePath(locale, '/user-dashboard')}>{chunks}</Link>,
        })}
      </p>
    </section>
  );
}
