// Starting a payment for an open order: at most one payment per order is in progress, so a double click,
// a retry or a second tab gets the same gateway page instead of a second charge.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GatewayRedirect, PaymentMethod, PaymentStart } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { orders, payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, DomainError, forbidden, unavailable, unprocessable } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { ownOrder } from '../checkout/orders';
import { assertOldEnoughFor } from '../kyc/eligibility';
import { kycStatusOf } from '../kyc/submissions';
import { toPayment } from '../checkout/order-view';
import { GatewayUnavailableError } from './gateway';
import { availableMethods } from './methods';
import { activeGateway, paymentOptions } from './settings';

/** Gateway references: 20 characters at most (JazzCash's pp_TxnRefNo), letters and digits. */
const gatewayReference = () => `P${randomBytes(10).toString('hex').toUpperCase().slice(0, 19)}`;

/** A pending verification does not hold up payment; none at all, or a rejected one, does. */
const IDENTITY_FIRST =
  'Verify your identity before you pay: it takes about five minutes, and a check still in progress does not hold you up.';
const IDENTITY_AGAIN =
  'Your identity verification was not accepted. Send it again before you pay; the reason is on the verification page.';

const inFlight = () =>
  new DomainError('conflict', 'A payment for this order is being started. Try again in a moment.', {
    retryAfterSeconds: 1,
  });
const providerAway = () =>
  unavailable(
    'The payment provider is not answering. Nothing was charged; try again in a minute or choose another method.',
  );

export async function startPayment(
  deps: PlatformDeps,
  learner: Learner,
  orderId: string,
  method: PaymentMethod,
): Promise<PaymentStart> {
  const order = await ownOrder(deps, learner, orderId);
  if (order.status === 'paid') throw conflict('This order is already paid.');
  if (order.status === 'expired')
    throw conflict('This order has expired. Start again from the programme page to get a new one.');
  if (order.status !== 'pending_payment') throw conflict(`This order is ${order.status} and cannot be paid.`);
  if (!availableMethods(deps).some((m) => m.id === method))
    throw unprocessable('Invalid body field: method', {
      method: ['That payment method is not available. Choose one of those shown.'],
    });
  const identity = (await kycStatusOf(deps, learner.account.id)).status;
  if (identity === 'not_submitted') throw forbidden(IDENTITY_FIRST);
  if (identity === 'rejected') throw forbidden(IDENTITY_AGAIN);
  await assertOldEnoughFor(deps, learner.account.id, order.intake, 'method');
  if (order.payments.some((p) => p.status === 'awaiting_confirmation')) {
    throw conflict(
      'A payment for this order is waiting for confirmation. We will update the order as soon as it is confirmed.',
    );
  }

  const now = deps.now();
  const inProgress = and(eq(payments.orderId, order.id), eq(payments.status, 'pending'));
  const [current] = await deps.db.select().from(payments).where(inProgress);
  if (current?.method === method) {
    if (current.redirectJson || method === 'bank_transfer') return answer(deps, current, order.reference);
    throw inFlight();
  }
  if (current) {
    // Another method chosen: the earlier attempt is abandoned (its gateway page may still be paid; that is then flagged).
    await deps.db
      .update(payments)
      .set({ status: 'cancelled', completedAt: now, failureReason: 'Replaced by another payment method.' })
      .where(eq(payments.id, current.id));
  }

  const gateway = method === 'bank_transfer' ? null : activeGateway(deps);
  let row: typeof payments.$inferSelect | undefined;
  try {
    [row] = await deps.db
      .insert(payments)
      .values({
        orderId: order.id,
        method,
        gateway: gateway?.id ?? 'bank',
        gatewayRef: gatewayReference(),
        amountPaisa: order.total.amountPaisa,
        currency: 'PKR',
        startedAt: now,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw inFlight();
    throw error;
  }
  if (!row) throw new Error('payment insert returned nothing');
  if (!gateway) return answer(deps, row, order.reference);

  let redirect: GatewayRedirect;
  try {
    redirect = await gateway.start({
      reference: row.gatewayRef,
      amountPaisa: row.amountPaisa,
      currency: 'PKR',
      method,
      description: order.lines.map((line) => line.description).join('; '),
      customer: { email: learner.account.email, fullName: learner.account.fullName, phone: learner.account.phone },
      expiresAt: new Date(order.expiresAt),
      now,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.logger.error({ err: error, payment: row.id }, 'gateway did not start the payment');
    await deps.db
      .update(payments)
      .set({ status: 'failed', completedAt: now, failureReason: 'The payment provider did not answer.' })
      .where(eq(payments.id, row.id));
    throw providerAway();
  }
  const [updated] = await deps.db
    .update(payments)
    .set({ redirectJson: JSON.stringify(redirect) })
    .where(eq(payments.id, row.id))
    .returning();
  return answer(deps, updated ?? row, order.reference);
}

function answer(deps: PlatformDeps, row: typeof payments.$inferSelect, reference: string): PaymentStart {
  const bank = paymentOptions(deps).bankTransfer;
  return {
    payment: toPayment(row, null),
    redirect: row.redirectJson ? (JSON.parse(row.redirectJson) as GatewayRedirect) : null,
    bankTransfer:
      row.method === 'bank_transfer' && bank
        ? {
            accountTitle: bank.accountTitle,
            bank: bank.bank,
            iban: bank.iban,
            raastId: bank.raastId,
            reference,
            amount: { amountPaisa: row.amountPaisa, currency: 'PKR' },
          }
        : null,
  };
}

/** Whose payment this is, and how to ask its gateway about it. */
export async function paymentOwner(deps: PlatformDeps, paymentId: string) {
  const [row] = await deps.db
    .select({
      orderId: payments.orderId,
      accountId: orders.accountId,
      gatewayRef: payments.gatewayRef,
      method: payments.method,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row;
}
