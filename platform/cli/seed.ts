// npm run db:seed – insert the demo catalogue; running it twice changes nothing, and it says so.
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  courses,
  faq,
  instructors,
  organisation,
  programmeSemesters,
  programmes,
  siteContent,
  terms,
} from '../db/schema';
import { seedDemoData } from '../db/seed';
import { withDatabase } from './with-database';

const tables = {
  programmes,
  'programme semesters': programmeSemesters,
  instructors,
  terms,
  courses,
  faq,
  siteContent,
  organisation,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

await withDatabase('db:seed', async (database) => {
  await database.migrate();
  const before = await rowCounts(database.db);
  await seedDemoData(database.db);
  const after = await rowCounts(database.db);
  const added = Object.keys(after).reduce((sum, name) => sum + (after[name] ?? 0) - (before[name] ?? 0), 0);
  const summary = Object.entries(after)
    .map(([name, rows]) => `${rows} ${name}`)
    .join(', ');
  return `${added} rows added (${database.kind}); catalogue now has ${summary}`;
});
