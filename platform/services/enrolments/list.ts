// The learner's enrolments: programme and intake, for the dashboard and the session's `products`.
import { asc, eq } from 'drizzle-orm';
import type { Enrolment } from '@/contract';
import type { Database } from '../../db/client';
import { enrolments, programmes, terms } from '../../db/schema';
import { toIntake } from '../checkout/intakes';

export async function listEnrolments(db: Database, accountId: string): Promise<Enrolment[]> {
  const rows = await db
    .select({ enrolment: enrolments, programme: programmes, intake: terms })
    .from(enrolments)
    .innerJoin(programmes, eq(enrolments.programmeSlug, programmes.slug))
    .innerJoin(terms, eq(enrolments.intakeSlug, terms.slug))
    .where(eq(enrolments.accountId, accountId))
    .orderBy(asc(enrolments.enrolledAt));
  return rows.map(({ enrolment, programme, intake }) => ({
    id: enrolment.id,
    programme: { slug: programme.slug, title: programme.title, semesterCount: programme.semesterCount },
    intake: toIntake(intake),
    orderId: enrolment.orderId,
    enrolledAt: enrolment.enrolledAt.toISOString(),
  }));
}
