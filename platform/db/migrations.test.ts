// Migrations carry existing data forward: a database created before the academic calendar was separated
// from programme semesters keeps its courses and applications, and gains terms and programme semesters.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';

// Creating and migrating a PGlite database takes seconds when every test file runs at once.
const PGLITE_START_MS = 60_000;

let scratch: string;
let client: PGlite;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'plat-migrations-'));
});
afterAll(async () => {
  await client?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The migrations folder as it was up to (and including) the given tag. */
function folderUpTo(tag: string): string {
  const folder = path.join(scratch, tag);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

test(
  'old semesters become terms and programme semesters; courses and applications survive',
  async () => {
    client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderUpTo('0006_kyc') });
    await client.exec(`
    insert into programmes (slug, title, tagline, description, level, mode, duration_weeks, semester_count, price_per_semester_paisa, outcomes, position)
      values ('web', 'Web', 't', 'd', 'diploma', 'online', 32, 2, 100, '{}', 1);
    insert into instructors (slug, name, title, headline, bio, city, expertise, years_experience, position)
      values ('ali', 'Ali', 't', 'h', 'b', 'Lahore', '{}', 5, 1);
    insert into semesters (number, slug, name, starts_on, ends_on) values
      (1, 'semester-1', 'Semester 1: Foundations', '2026-11-09', '2027-03-07'),
      (2, 'semester-2', 'Semester 2: Core Skills', '2027-03-08', '2027-07-04');
    insert into courses (slug, code, title, summary, credits, programme_slug, semester_number, instructor_slug, position) values
      ('html', 'W1', 'HTML', 's', 3, 'web', 1, 'ali', 1), ('react', 'W2', 'React', 's', 3, 'web', 2, 'ali', 2);
    insert into scholarship_applications (reference, intake, applicant_name, email, email_normalized, phone, date_of_birth, school, city, statement, received_at)
      values ('NGS-AAAAAAAA', 'semester-2', 'Sana', 's@x.pk', 's@x.pk', '+923001234567', '2000-01-01', 'GCU', 'Lahore', 'statement', now());
  `);
    await migrate(db, { migrationsFolder });
    const rows = async (query: string) => (await client.query(query)).rows;
    expect(await rows('select slug, name from terms order by starts_on')).toEqual([
      { slug: 'semester-1', name: 'Autumn 2026' },
      { slug: 'semester-2', name: 'Spring 2027' },
    ]);
    expect(await rows('select programme_slug, number, name from programme_semesters order by number')).toEqual([
      { programme_slug: 'web', number: 1, name: 'Foundations' },
      { programme_slug: 'web', number: 2, name: 'Core Skills' },
    ]);
    expect(await rows('select slug, semester_number from courses order by slug')).toEqual([
      { slug: 'html', semester_number: 1 },
      { slug: 'react', semester_number: 2 },
    ]);
    expect(await rows('select reference, intake from scholarship_applications')).toEqual([
      { reference: 'NGS-AAAAAAAA', intake: 'semester-2' },
    ]);
    expect(await rows(`select to_regclass('semesters') as old`)).toEqual([{ old: null }]);
  },
  PGLITE_START_MS,
);
