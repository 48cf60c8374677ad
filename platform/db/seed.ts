// Demo catalogue: inserted into an empty database on first start and by `npm run db:seed`.
import { count } from 'drizzle-orm';
import type { Database } from './client';
import type { Logger } from '../logger';
import { programmes } from './schema';

/** Inserts the demo catalogue; running it twice changes nothing. */
export async function seedDemoData(db: Database): Promise<void> {
  await db
    .insert(programmes)
    .values([
      {
        slug: 'full-stack-web-development',
        title: 'Full-Stack Web Development',
        tagline: 'Build and ship production web applications.',
        description: 'Placeholder until the demo catalogue lands.',
        level: 'diploma',
        mode: 'online',
        durationWeeks: 48,
        semesterCount: 3,
        pricePerSemesterPaisa: 8_500_000,
        outcomes: ['Ship a web application'],
        featured: true,
        position: 1,
      },
    ])
    .onConflictDoNothing();
}

export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  const [row] = await db.select({ value: count() }).from(programmes);
  if ((row?.value ?? 0) > 0) return;
  await seedDemoData(db);
  logger.info('demo catalogue seeded');
}
