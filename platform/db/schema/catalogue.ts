// Catalogue tables: programmes, instructors, semesters, courses, FAQ and site content.
import { pgTable, text, integer, boolean, timestamp } from 'drizzle-orm/pg-core';

export const programmes = pgTable('programmes', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  level: text('level', { enum: ['foundation', 'diploma', 'professional'] }).notNull(),
  mode: text('mode', { enum: ['online', 'hybrid'] }).notNull(),
  durationWeeks: integer('duration_weeks').notNull(),
  semesterCount: integer('semester_count').notNull(),
  pricePerSemesterPaisa: integer('price_per_semester_paisa').notNull(),
  outcomes: text('outcomes').array().notNull(),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
