// What a new learner starts with and when: the programme's first semester in the next intake.
import type { Course } from '@/contract';
import { formatDate } from '@/components/catalogue/format';
import type { PlannedSemester } from '@/components/catalogue/study-plan';

export function ProgrammeStart({ first, courses }: { first: PlannedSemester | undefined; courses: readonly Course[] }) {
  if (!first) return null;
  const titles = courses.filter((course) => course.semesterNumber === first.number).map((course) => course.title);
  return (
    <p>
      New learners start with <strong>{`Semester ${first.number}: ${first.name}`}</strong>
      {titles.length > 0 ? ` (${titles.join(', ')})` : ''}
      {first.term ? (
        <>
          {' in the next intake, '}
          <strong>{first.term.name}</strong>
          {`, which begins on ${formatDate(first.term.startsOn)}.`}
        </>
      ) : (
        '. The date of the next intake will be announced soon.'
      )}
    </p>
  );
}
