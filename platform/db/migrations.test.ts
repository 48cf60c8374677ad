// Migrations carry existing data forward: a database created before the academic calendar was separated
// from programme semesters keeps its courses and applications, and gains terms and programme semesters; one seeded
// before the catalogue had Urdu gains the demo's Urdu.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import type { Database } from './database';
import { pgliteExtensions } from './pglite-extensions';
import { demoPolicies } from './demo/policies';
import { demoProgrammes } from './demo/programmes';
import * as schema from './schema';
import { seedDemoData } from './seed';

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
    client = await PGlite.create({ extensions: pgliteExtensions });
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

test(
  'a database seeded before the Urdu gains the demo’s Urdu, except where its English was edited',
  async () => {
    const urduClient = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const db = drizzle(urduClient, { schema });
      // Seeded by today's code, so migrated to today's schema; the Urdu is then taken away and the migrations that
      // bring it (0026, then 0035's fix to the scholarship's name) run again by hand, as the migrator would have run
      // them on such a database.
      await migrate(db, { migrationsFolder });
      await seedDemoData(db as unknown as Database);
      // As such a database stands: the demo's English, no Urdu anywhere; one title already edited by staff.
      await urduClient.exec(`
      update programmes set title_ur = null, tagline_ur = null, description_ur = null, outcomes_ur = null;
      update programme_semesters set name_ur = null;
      update courses set title_ur = null, summary_ur = null;
      update instructors set title_ur = null, headline_ur = null, bio_ur = null, city_ur = null, expertise_ur = null;
      update terms set name_ur = null;
      update faq set question_ur = null, answer_ur = null;
      update site_content set title_ur = null, body_ur = null, sections_ur = null;
      update organisation set street_address_ur = null, locality_ur = null, region_ur = null, support_hours_ur = null;
      update programmes set title = 'Web Development Bootcamp' where slug = 'full-stack-web-development';
      update faq set question_ur = 'پہلے سے ترجمہ' where id = 'who-can-apply';
    `);
      for (const file of ['0026_catalogue_urdu_demo.sql', '0035_scholar_name_in_urdu.sql'])
        await urduClient.exec(readFileSync(path.join(migrationsFolder, file), 'utf8'));
      const one = async (query: string) => (await urduClient.query<Record<string, unknown>>(query)).rows[0];

      const edited = await one(`select title_ur, tagline_ur from programmes where slug = 'full-stack-web-development'`);
      expect(edited).toEqual({ title_ur: null, tagline_ur: demoProgrammes[0]!.taglineUr });
      expect(await one(`select question_ur from faq where id = 'who-can-apply'`)).toEqual({
        question_ur: 'پہلے سے ترجمہ',
      });
      expect(await one(`select name_ur from terms where slug = 'spring-2027'`)).toEqual({ name_ur: 'بہار 2027' });
      // Everything else the demo translates is translated again, exactly as the demo has it.
      const missing = await one(`select
        (select count(*) from programmes where slug <> 'full-stack-web-development' and (title_ur is null or outcomes_ur is null))
        + (select count(*) from programme_semesters where name_ur is null)
        + (select count(*) from courses where title_ur is null or summary_ur is null)
        + (select count(*) from instructors where bio_ur is null or expertise_ur is null or city_ur is null)
        + (select count(*) from terms where name_ur is null)
        + (select count(*) from faq where answer_ur is null)
        + (select count(*) from site_content where title_ur is null or body_ur is null or (sections_ur is null and sections <> '[]'))
        + (select count(*) from organisation where support_hours_ur is null) as missing`);
      expect(Number(missing?.missing)).toBe(0);
      const terms = demoPolicies.find((policy) => policy.key === 'terms');
      expect(await one(`select sections_ur from site_content where key = 'terms'`)).toEqual({
        sections_ur: terms!.sectionsUr,
      });
    } finally {
      await urduClient.close();
    }
  },
  PGLITE_START_MS,
);
