// What the checkout page shows, worked out on the server from the URL and the platform: the step, the
// programme's options and the order. Plain data, handed to the client component.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { CheckoutOptions, Order } from '@/contract';
import { getCheckoutOptions, getOrder, listEnrolments } from '@/lib/api/checkout';
import type { CheckoutSearch } from '@/lib/checkout/checkout-url';
import type { Locale } from '@/lib/i18n/locales';
import { enrolmentState, type EnrolmentState } from '@/lib/checkout/enrolment-state';
import type { ServerSession } from '@/lib/session/server-session';

export type CheckoutStep = 'identity' | 'order' | 'method' | 'transfer' | 'result';
export type IdentityState = CheckoutOptions['identity'];

export interface CheckoutView {
  step: CheckoutStep;
  options: CheckoutOptions;
  intake: string | null;
  order: Order | null;
  identity: IdentityState;
  notice: 'unverified' | null;
  /** One per rendered form: a double submit or a retry of the same form is stored once. */
  idempotencyKey: string;
  /** A later semester's order: the day its term starts, for that semester's refund rule (null when not scheduled). */
  semesterStartsOn: string | null;
}

/** Nothing to buy (programme closed, no intake open): the refusal, and an order opened before, which may still be paid. */
export interface NotForSale {
  programme: CheckoutOptions['programme'];
  state: Exclude<EnrolmentState, 'open'>;
  openOrder: Order | null;
}

type CheckoutLoad =
  | { kind: 'view'; view: CheckoutView }
  | { kind: 'not-for-sale'; notForSale: NotForSale }
  | { kind: 'no-programme' }
  | { kind: 'not-found' };

const latestPayment = (order: Order) => order.payments.at(-1) ?? null;

function stepForOrder(order: Order, requested: CheckoutSearch['step']): CheckoutStep {
  if (order.status !== 'pending_payment') return 'result';
  const latest = latestPayment(order);
  if (
    latest?.method === 'bank_transfer' &&
    latest.status === 'pending' &&
    requested !== 'method' &&
    requested !== 'order'
  )
    return 'transfer';
  if (latest?.status === 'awaiting_confirmation') return 'result';
  if (requested === 'result' && latest) return 'result';
  return requested === 'order' ? 'order' : 'method';
}

export async function loadCheckout(
  session: ServerSession,
  search: CheckoutSearch,
  locale: Locale,
): Promise<CheckoutLoad> {
  const token = session.accessToken;
  const order = search.order ? await getOrder(token, search.order) : null;
  if (search.order && !order) return { kind: 'not-found' };
  const slug = order?.programme.slug ?? search.programme;
  if (!slug) return { kind: 'no-programme' };
  const options = await getCheckoutOptions(token, slug, locale);
  if (!options) return { kind: 'not-found' };
  const identity = options.identity;
  // Only a new order is refused: an order already open (?order=) is shown and may be paid, and an enrolment is shown.
  const state = enrolmentState(options.programme, options.intakes[0]);
  if (!order && !options.enrolment && state !== 'open') {
    return {
      kind: 'not-for-sale',
      notForSale: { programme: options.programme, state, openOrder: options.openOrders[0] ?? null },
    };
  }

  let step: CheckoutStep;
  if (order) step = stepForOrder(order, search.step);
  else if (options.enrolment) step = 'result';
  else if (search.step === 'order' || search.step === 'identity') step = search.step;
  else step = identity === 'not_submitted' || identity === 'rejected' ? 'identity' : 'order';

  // A later semester's refund rule runs from its own term, which only the enrolment's schedule gives.
  const semesterStartsOn =
    order && order.semester > 1
      ? ((await listEnrolments(token)).items
          .find((enrolment) => enrolment.programme.slug === slug)
          ?.semesters.find((semester) => semester.number === order.semester)?.term?.startsOn ?? null)
      : null;

  return {
    kind: 'view',
    view: {
      step,
      options,
      intake:
        order?.intake.slug ?? search.intake ?? options.openOrders[0]?.intake.slug ?? options.intakes[0]?.slug ?? null,
      order,
      identity,
      notice: search.notice ?? null,
      idempotencyKey: randomUUID(),
      semesterStartsOn,
    },
  };
}
