// Where a withdrawal ended an enrolled programme: the first semester the learner withdrew from, or null.
import type { Enrolment } from '@/contract';

export const withdrawnFrom = (enrolment: Enrolment): number | null =>
  enrolment.semesters.find((semester) => semester.standing.status === 'withdrawn')?.number ?? null;

/** A programme the learner still holds part of: not given up from its first semester. */
export const stillHeld = (enrolment: Enrolment): boolean => withdrawnFrom(enrolment) !== 1;
