// Admins create and edit intakes (terms of the calendar learners start in), close them, cancel them and delete the
// ones nobody used. A save applies at once (no draft: there is no page to preview) and names the version it was based
// on. Nothing a learner holds changes behind their back: once an order names an intake, its name and dates are fixed;
// an intake with paid learners is never deleted, and cancelling one records every paid learner's money as owed back.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { CacheTag, CatalogueChange, EditableIntake, IntakeContent, IntakeEntry } from '@/contract';
import type { Database } from '../../db/client';
import {
  accounts,
  enrolments,
  orders,
  payments,
  programmes,
  receipts,
  scholarshipApplications,
  terms,
} from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordStep, type AuditActor } from '../staff/audit-log';
import { refusalOf, seatsTaken } from '../checkout/seats';
import type { MailedAccount } from '../auth/notify';
import { assertCurrent, auditDiff, entryRecord, keepRevision, savedVersion, type Current } from './versions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type TermRow = typeof terms.$inferSelect;

/** The calendar, the scholarship intakes (one per term) and the checkout's intakes show an intake. */
export const INTAKE_TAGS: CacheTag[] = ['terms', 'scholarship-intakes'];

/** What learners hold a copy of in their orders: never changed once an order names the intake. */
const HELD_FIELDS = ['name', 'startsOn', 'endsOn'] as const;

const contentOfRow = (row: TermRow): IntakeContent => ({
  slug: row.slug,
  name: row.name,
  nameUr: row.nameUr,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  enrolmentClosesOn: row.enrolmentClosesOn,
  seats: row.seats,
  open: row.status === 'open',
});

const change = (row: Pick<TermRow, 'slug' | 'status'>, version: number): CatalogueChange => ({
  slug: row.slug,
  version,
  published: row.status !== 'cancelled',
  revalidate: INTAKE_TAGS,
});

async function lockIntake(tx: Transaction, slug: string): Promise<{ row: TermRow; current: Current }> {
  const [row] = await tx.select().from(terms).where(eq(terms.slug, slug)).for('update');
  if (!row) throw notFound(`No intake named "${slug}".`);
  const entry = { kind: 'intake' as const, key: slug };
  const lastSave = await savedVersion(tx, entry, row.version);
  return {
    row,
    current: { ...entry, live: contentOfRow(row), liveVersion: row.version, draft: undefined, lastSave },
  };
}

/** Orders naming the intake: all of them (any status, any semester), and the paid semester-1 ones. */
async function ordersNaming(db: Pick<Database, 'select'>, slug: string) {
  const [all] = await db.select({ n: count() }).from(orders).where(eq(orders.intakeSlug, slug));
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.intakeSlug, slug), eq(orders.status, 'paid')));
  return { all: all?.n ?? 0, paid: paid?.n ?? 0 };
}

const statusOf = (row: TermRow, taken: number, now: Date): EditableIntake['status'] =>
  row.status === 'cancelled' ? 'cancelled' : (refusalOf(row, taken, now) ?? 'open');

export async function readEditableIntake(db: Database, slug: string, now: Date): Promise<EditableIntake> {
  const [row] = await db.select().from(terms).where(eq(terms.slug, slug));
  if (!row) throw notFound(`No intake named "${slug}".`);
  const [taken, naming] = await Promise.all([seatsTaken(db, [slug], now), ordersNaming(db, slug)]);
  const seats = taken.get(slug) ?? 0;
  return {
    version: row.version,
    status: statusOf(row, seats, now),
    live: contentOfRow(row),
    seatsTaken: seats,
    paidLearners: naming.paid,
    datesFixed: naming.all > 0,
  };
}

export async function listIntakeEntries(db: Database, now: Date): Promise<IntakeEntry[]> {
  const rows = await db.select().from(terms).orderBy(asc(terms.startsOn), asc(terms.slug));
  const taken = await seatsTaken(
    db,
    rows.map((row) => row.slug),
    now,
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    startsOn: row.startsOn,
    status: statusOf(row, taken.get(row.slug) ?? 0, now),
    seats: row.seats,
    seatsTaken: taken.get(row.slug) ?? 0,
    version: row.version,
  }));
}

const columnsOf = (content: IntakeContent) => ({
  name: content.name,
  nameUr: content.nameUr,
  startsOn: content.startsOn,
  endsOn: content.endsOn,
  enrolmentClosesOn: content.enrolmentClosesOn,
  seats: content.seats,
  status: content.open ? ('open' as const) : ('closed' as const),
});

/** A new intake, open for orders at once when `open` (it shows in the checkout from its creation). */
export async function createIntake(
  db: Database,
  actor: AuditActor,
  content: IntakeContent,
  at: Date,
): Promise<CatalogueChange> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(terms)
        .values({ slug: content.slug, ...columnsOf(content), version: 1 })
        .returning();
      if (!row) throw new Error('intake insert returned nothing');
      await keepRevision(tx, { kind: 'intake', key: content.slug }, 1, content, actor, at);
      await recordStep(
        tx,
        actor,
        entryRecord({ kind: 'intake', key: content.slug }),
        'created',
        { after: content },
        at,
      );
      return change(row, 1);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw unprocessable('Invalid body field: content.slug', {
        'content.slug': [`Another intake already has the address “${content.slug}”. Choose another.`],
      });
    throw error;
  }
}

export async function saveIntake(
  db: Database,
  actor: AuditActor,
  slug: string,
  request: { version: number; content: IntakeContent },
  at: Date,
): Promise<CatalogueChange> {
  return db.transaction(async (tx) => {
    const { row, current } = await lockIntake(tx, slug);
    await assertCurrent(tx, current, request.version, request.content);
    const { content } = request;
    if (content.slug !== slug)
      throw unprocessable('Invalid body field: content.slug', {
        'content.slug': ['An intake’s address is fixed once created: create a new intake instead.'],
      });
    if (row.status === 'cancelled') throw conflict(`${row.name} was cancelled: a cancelled intake is not edited.`);
    const held = HELD_FIELDS.filter((field) => content[field] !== current.live[field]);
    if (held.length > 0) {
      const { all } = await ordersNaming(tx, slug);
      if (all > 0)
        throw conflict(
          `${all} order${all === 1 ? '' : 's'} name ${row.name} with its name and dates: they no longer change. ` +
            'Close this intake and create another with the new dates.',
          Object.fromEntries(
            held.map((field) => [`content.${field}`, ['Fixed: learners hold orders made with it. Nothing was saved.']]),
          ),
        );
    }
    const version = row.version + 1;
    await tx
      .update(terms)
      .set({ ...columnsOf(content), version })
      .where(eq(terms.slug, slug));
    await keepRevision(tx, current, version, content, actor, at);
    await recordStep(tx, actor, entryRecord(current), 'saved', auditDiff(current.live, content), at);
    return change({ slug, status: columnsOf(content).status }, version);
  });
}

/** A learner whose paid start in a cancelled intake is now owed back, with what their mail names. */
export interface OwedOnCancel {
  account: MailedAccount;
  orderReference: string;
  amountPaisa: number;
  programme: { title: string; titleUr: string | null };
  intake: { name: string; nameUr: string | null };
}

/**
 * Cancels the intake for good: no new orders; every unpaid order for it is cancelled; every paid one is cancelled
 * too, its payment recorded as owed back in full (what was paid, in the money office's refunds owed, reason
 * `intake_cancelled`) and the enrolment it made ended, so the learner may enrol in another intake. The receipt stays.
 * Later semesters of earlier intakes taught in the same term are not touched: they are not starts. Answers the paid
 * learners too, for their mail: only the call that cancels names them (a retry is refused above), so each is told once.
 */
export async function cancelIntake(
  db: Database,
  actor: AuditActor,
  slug: string,
  based: number,
  at: Date,
): Promise<{ change: CatalogueChange; owed: OwedOnCancel[] }> {
  return db.transaction(async (tx) => {
    const { row, current } = await lockIntake(tx, slug);
    await assertCurrent(tx, current, based, current.live);
    if (row.status === 'cancelled') throw conflict(`${row.name} is already cancelled.`);
    const starts = and(eq(orders.intakeSlug, slug), eq(orders.programmeSemester, 1));
    const paid = await tx
      .select({
        orderId: orders.id,
        reference: orders.reference,
        paymentId: payments.id,
        amount: payments.amountPaisa,
        account: {
          id: accounts.id,
          email: accounts.email,
          fullName: accounts.fullName,
          emailVerifiedAt: accounts.emailVerifiedAt,
          language: accounts.language,
        },
        programme: { title: programmes.title, titleUr: programmes.titleUr },
        closed: accounts.closedAt,
      })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .innerJoin(receipts, eq(receipts.paymentId, payments.id))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
      .where(and(starts, eq(orders.status, 'paid')));
    if (paid.length > 0) {
      const paymentIds = paid.map((p) => p.paymentId);
      const orderIds = paid.map((p) => p.orderId);
      await tx
        .update(payments)
        .set({ refundDue: true, flag: 'intake_cancelled' })
        .where(inArray(payments.id, paymentIds));
      await tx.delete(enrolments).where(inArray(enrolments.orderId, orderIds));
      await tx.update(orders).set({ status: 'cancelled', closedAt: at }).where(inArray(orders.id, orderIds));
    }
    const unpaid = await tx
      .update(orders)
      .set({ status: 'cancelled', closedAt: at })
      .where(and(starts, eq(orders.status, 'pending_payment')))
      .returning({ reference: orders.reference });
    const version = row.version + 1;
    await tx.update(terms).set({ status: 'cancelled', version }).where(eq(terms.slug, slug));
    await keepRevision(tx, current, version, { ...current.live, open: false }, actor, at);
    await recordStep(
      tx,
      actor,
      entryRecord(current),
      'cancelled',
      {
        before: { status: row.status },
        after: {
          status: 'cancelled',
          refundsOwed: paid.map((p) => ({ order: p.reference, amountPaisa: p.amount })),
          unpaidOrdersCancelled: unpaid.map((o) => o.reference),
        },
      },
      at,
    );
    // A closed account keeps no address to write to (its money is still owed back, in the office's list).
    const owed = paid.flatMap((p) =>
      p.closed
        ? []
        : [
            {
              account: p.account,
              orderReference: p.reference,
              amountPaisa: p.amount,
              programme: p.programme,
              intake: { name: row.name, nameUr: row.nameUr },
            },
          ],
    );
    return { change: change({ slug, status: 'cancelled' }, version), owed };
  });
}

/** Deletes an intake nothing refers to; one with paid learners is refused (close or cancel it instead). */
export async function deleteIntake(db: Database, actor: AuditActor, slug: string, based: number, at: Date) {
  return db.transaction(async (tx) => {
    const { row, current } = await lockIntake(tx, slug);
    await assertCurrent(tx, current, based, current.live);
    const naming = await ordersNaming(tx, slug);
    if (naming.paid > 0)
      throw conflict(
        `${naming.paid} learner${naming.paid === 1 ? ' has' : 's have'} paid for ${row.name}: it cannot be deleted. ` +
          'Close it (no new orders; theirs stand) or cancel it (their money is recorded as owed back).',
      );
    const [applications] = await tx
      .select({ n: count() })
      .from(scholarshipApplications)
      .where(eq(scholarshipApplications.intake, slug));
    if (naming.all > 0 || (applications?.n ?? 0) > 0)
      throw conflict(
        `Orders or scholarship applications name ${row.name}: it cannot be deleted. Close or cancel it instead.`,
      );
    await tx.delete(terms).where(eq(terms.slug, slug));
    await recordStep(tx, actor, entryRecord(current), 'deleted', { before: current.live }, at);
    return { slug, version: row.version, published: false, revalidate: INTAKE_TAGS };
  });
}
