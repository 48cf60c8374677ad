// Catalogue reads: rows from the database shaped into the contract's types.
import { asc, count, desc } from 'drizzle-orm';
import type { ProgrammeSummary } from '@/contract';
import type { Database } from '../db/client';
import { programmes } from '../db/schema';

type ProgrammeRow = typeof programmes.$inferSelect;

const toProgrammeSummary = (row: ProgrammeRow): ProgrammeSummary => ({
  slug: row.slug,
  title: row.title,
  tagline: row.tagline,
  level: row.level,
  mode: row.mode,
  durationWeeks: row.durationWeeks,
  semesterCount: row.semesterCount,
  pricePerSemester: { amountPaisa: row.pricePerSemesterPaisa, currency: 'PKR' },
  featured: row.featured,
});

export async function listProgrammes(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(programmes).orderBy(desc(programmes.featured), asc(programmes.position)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(programmes),
  ]);
  return { items: rows.map(toProgrammeSummary), total: total?.value ?? 0 };
}
