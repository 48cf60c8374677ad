// Demo catalogue: inserted into an empty database on first start and by `npm run db:seed`.
import { count } from 'drizzle-orm';
import type { Database } from './client';
import type { Logger } from '../logger';
import { courses, faq, instructors, organisation, programmeSemesters, programmes, siteContent, terms } from './schema';
import { demoCourses } from './demo/courses';
import { demoFaq } from './demo/faq';
import { demoInstructors } from './demo/instructors';
import { demoProgrammes } from './demo/programmes';
import { demoOrganisation } from './demo/organisation';
import { demoProgrammeSemesters } from './demo/programme-semesters';
import { demoPolicies } from './demo/policies';
import { demoSiteContent } from './demo/site-content';
import { demoTerms } from './demo/terms';

const withPositions = <T extends object>(rows: T[]) => rows.map((row, index) => ({ ...row, position: index + 1 }));

/**
 * Inserts the demo catalogue in one transaction. Rows that already exist are left exactly as they are
 * (insert … on conflict do nothing), so running it twice — or on another day — changes nothing.
 */
export async function seedDemoData(db: Database, options: { seededAt?: Date } = {}): Promise<void> {
  const seededAt = options.seededAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(programmes).values(withPositions(demoProgrammes)).onConflictDoNothing();
    await tx.insert(instructors).values(withPositions(demoInstructors)).onConflictDoNothing();
    await tx.insert(programmeSemesters).values(demoProgrammeSemesters).onConflictDoNothing();
    // The calendar only into an empty one: seeding in another year must not add a second, shifted calendar.
    const [existingTerms] = await tx.select({ value: count() }).from(terms);
    if ((existingTerms?.value ?? 0) === 0) await tx.insert(terms).values(demoTerms(seededAt));
    await tx.insert(courses).values(demoCourses).onConflictDoNothing();
    await tx.insert(faq).values(withPositions(demoFaq)).onConflictDoNothing();
    await tx
      .insert(siteContent)
      .values([...demoSiteContent, ...demoPolicies])
      .onConflictDoNothing();
    await tx.insert(organisation).values(demoOrganisation).onConflictDoNothing();
  });
}

/** Seeds when the catalogue has no courses yet (a new database, or one created before the catalogue existed). */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  const [row] = await db.select({ value: count() }).from(courses);
  if ((row?.value ?? 0) > 0) return;
  await seedDemoData(db);
  logger.info('demo catalogue seeded');
}
