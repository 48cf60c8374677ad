// Orders: one open order per learner per programme intake and semester, priced by the platform in paisa.
import { and, eq } from 'drizzle-orm';
import type { Order } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { enrolments, orderLines, orders, programmes } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { newReference } from '../forms/references';
import { paymentOptions } from '../payments/settings';
import { expireDueOrders } from './expiry';
import { assertOldEnoughFor } from '../kyc/eligibility';
import { intakeStartInstant, openIntakes } from './intakes';
import { assertSeatFree } from './seats';
import { readOrder, readOrders } from './order-view';

const MINUTE = 60_000;

/** The learner's own order; anyone else's is a 404, never a 403 that would confirm it exists. */
export async function ownOrder(deps: PlatformDeps, learner: Learner, orderId: string): Promise<Order> {
  await expireDueOrders(deps.db, deps.now(), eq(orders.id, orderId));
  const order = await readOrder(deps.db, orderId);
  const [owner] = await deps.db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, orderId));
  if (!order || owner?.accountId !== learner.account.id) throw notFound('No such order.');
  return order;
}

/** Read first: the expiry (a write) runs only when an unpaid order is past its time, and a change is read again. */
export async function listOwnOrders(deps: PlatformDeps, learner: Learner): Promise<Order[]> {
  const mine = eq(orders.accountId, learner.account.id);
  const now = deps.now();
  const found = await readOrders(deps.db, mine);
  const due = found.some((order) => order.status === 'pending_payment' && Date.parse(order.expiresAt) <= now.getTime());
  return due && (await expireDueOrders(deps.db, now, mine)) > 0 ? readOrders(deps.db, mine) : found;
}

/** Semester 1: enrols in a programme intake (a later semester: createSemesterOrder). */
export async function createOrder(
  deps: PlatformDeps,
  learner: Learner,
  input: { programme: string; intake: string },
): Promise<{ order: Order; created: boolean }> {
  const now = deps.now();
  const [programme] = await deps.db.select().from(programmes).where(eq(programmes.slug, input.programme));
  if (!programme?.published) throw notFound(`No programme named "${input.programme}".`);
  if (!programme.enrolmentOpen)
    throw unprocessable('Invalid body field: programme', {
      programme: [`${programme.title} is not open for enrolment.`],
    });
  const intake = (await openIntakes(deps.db, now)).find((i) => i.slug === input.intake);
  if (!intake)
    throw unprocessable('Invalid body field: intake', {
      intake: ['That intake has already started or does not exist. Choose one of the intakes shown.'],
    });
  const [enrolled] = await deps.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.accountId, learner.account.id), eq(enrolments.programmeSlug, programme.slug)));
  if (enrolled) throw conflict(`You are already enrolled in ${programme.title}.`);
  await assertOldEnoughFor(deps, learner.account.id, intake, 'intake', programme);
  return openOrder(deps, learner, {
    programme: programme.slug,
    intake: intake.slug,
    semester: 1,
    pricePaisa: programme.pricePerSemesterPaisa,
    description: `${programme.title}: semester 1 tuition (${intake.name})`,
    termStartsOn: intake.startsOn,
  });
}

/** What an order is for, checked by the caller: one open order per learner, programme, intake and semester. */
interface OrderPlan {
  programme: string;
  intake: string;
  semester: number;
  pricePaisa: number;
  description: string;
  /** The order closes at its expiry or when this term starts, whichever is first. */
  termStartsOn: string;
}

/** The open order for this plan, or a new one; two requests racing get the same order. */
export async function openOrder(
  deps: PlatformDeps,
  learner: Learner,
  plan: OrderPlan,
): Promise<{ order: Order; created: boolean }> {
  const now = deps.now();
  const samePlan = and(
    eq(orders.accountId, learner.account.id),
    eq(orders.programmeSlug, plan.programme),
    eq(orders.intakeSlug, plan.intake),
    eq(orders.programmeSemester, plan.semester),
    eq(orders.status, 'pending_payment'),
  );
  await expireDueOrders(deps.db, now, samePlan);
  const open = async () => {
    const [row] = await deps.db.select({ id: orders.id }).from(orders).where(samePlan);
    return row ? readOrder(deps.db, row.id) : undefined;
  };
  const existing = await open();
  if (existing) return { order: existing, created: false };

  const expiresAt = new Date(
    Math.min(
      now.getTime() + paymentOptions(deps).orderExpiryMinutes * MINUTE,
      intakeStartInstant(plan.termStartsOn).getTime(),
    ),
  );
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (plan.semester === 1) await assertSeatFree(tx, plan.intake, now);
      const [order] = await tx
        .insert(orders)
        .values({
          reference: newReference('LP', 10),
          accountId: learner.account.id,
          programmeSlug: plan.programme,
          intakeSlug: plan.intake,
          programmeSemester: plan.semester,
          totalPaisa: plan.pricePaisa,
          createdAt: now,
          expiresAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(orderLines).values({
        orderId: order.id,
        description: plan.description,
        programmeSemester: plan.semester,
        amountPaisa: plan.pricePaisa,
        position: 1,
      });
      return order.id;
    });
    const order = await readOrder(deps.db, id);
    if (!order) throw new Error('order vanished');
    return { order, created: true };
  } catch (error) {
    // Two requests racing: the one-open-order index lets one in, the other answers it.
    const winner = isUniqueViolation(error) ? await open() : undefined;
    if (winner) return { order: winner, created: false };
    throw error;
  }
}

/** The learner gives up on an unpaid order; a paid or closed one cannot be cancelled here. */
export async function cancelOrder(deps: PlatformDeps, learner: Learner, orderId: string): Promise<Order> {
  const order = await ownOrder(deps, learner, orderId);
  if (order.status === 'cancelled') return order;
  if (order.status !== 'pending_payment')
    throw conflict(`This order is ${order.status.replace('_', ' ')} and cannot be cancelled.`);
  if (order.payments.some((p) => p.status === 'awaiting_confirmation'))
    throw conflict('A bank transfer for this order is waiting for confirmation; contact support to cancel it.');
  await deps.db
    .update(orders)
    .set({ status: 'cancelled', closedAt: deps.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
  return ownOrder(deps, learner, orderId);
}
