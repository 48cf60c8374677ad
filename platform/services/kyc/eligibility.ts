// Whether a learner may enrol in an intake, by the identity they submitted: 16 or over on the day the intake starts
// (contract/eligibility.ts). Identity submission refuses a younger learner at the date of birth; order creation and
// payment refuse one whose submission (sent before this rule, or for a nearer intake) makes them too young.
import { and, desc, eq, ne } from 'drizzle-orm';
import { ageOn, ageProblem, spelledDate, TOO_YOUNG_FOR_INTAKE, type Intake } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { kycSubmissions } from '../../db/schema';
import { unprocessable } from '../../domain-errors';

/**
 * Refuses (422 at `field`) a learner whose latest submission that still counts makes them too young for the intake, or
 * for the programme's own minimum age when an admin set one above the site's.
 */
export async function assertOldEnoughFor(
  deps: PlatformDeps,
  accountId: string,
  intake: Pick<Intake, 'startsOn'>,
  field: string,
  programme?: { title: string; minimumAge: number },
): Promise<void> {
  const [latest] = await deps.db
    .select({ dateOfBirth: kycSubmissions.dateOfBirth })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.accountId, accountId), ne(kycSubmissions.status, 'rejected')))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  const problem = latest ? ageProblem(latest.dateOfBirth, intake.startsOn) : null;
  if (problem)
    throw unprocessable(`Invalid body field: ${field}`, {
      [field]: [`${TOO_YOUNG_FOR_INTAKE} ${problem}`],
    });
  if (latest && programme && ageOn(latest.dateOfBirth, intake.startsOn) < programme.minimumAge)
    throw unprocessable(`Invalid body field: ${field}`, {
      [field]: [
        `${programme.title} is for learners ${programme.minimumAge} or over when it starts (${spelledDate(intake.startsOn)}).`,
      ],
    });
}
