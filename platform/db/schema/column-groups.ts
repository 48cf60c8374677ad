// Column groups several tables share, spread into their column lists (Drizzle's reusable columns): each call builds
// fresh columns, so one table's constraints never leak into another's. Not in the barrel: they are not tables.
import { bigint, integer, text, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@/contract';
import { accounts } from './accounts';
import { programmes, terms } from './catalogue';

/** The learner and the programme a row is about; `onAccountDelete` says whether the rows go with the account. */
export function learnerProgrammeColumns(onAccountDelete: 'cascade' | 'restrict') {
  return {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: onAccountDelete }),
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
  };
}

/** A learner's programme and its intake: the calendar term the learner starts in. Kept while money refers to it. */
export function learnerIntakeColumns() {
  return {
    ...learnerProgrammeColumns('restrict'),
    intakeSlug: text('intake_slug')
      .notNull()
      .references(() => terms.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
  };
}

/** A learner's programme and one of its semesters. */
export function learnerSemesterColumns(onAccountDelete: 'cascade' | 'restrict') {
  return { ...learnerProgrammeColumns(onAccountDelete), programmeSemester: integer('programme_semester').notNull() };
}

/** What the money office's day and month sums count, after their date: one row per kind, method, state, programme. */
export function moneySumColumns() {
  return {
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** A payment's status, or `refunded` for a refund (the ledger's state). */
    state: text('state').notNull(),
    programmeSlug: text('programme_slug').notNull(),
    count: integer('count').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
  };
}
