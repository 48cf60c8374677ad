// Everything the checkout shows before an order exists: the programme and its fee, the intakes, what the
// fee includes, the refund policy, the payment methods, and the learner's enrolment or open orders.
import { and, count, eq } from 'drizzle-orm';
import type { CheckoutOptions, Language } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { courses, enrolments, orders, programmes, terms } from '../../db/schema';
import { notFound } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { kycStatusOf } from '../kyc/submissions';
import { availableMethods } from '../payments/methods';
import { paymentOptions } from '../payments/settings';
import { expireDueOrders } from './expiry';
import { openIntakes, toIntake } from './intakes';
import { readOrders } from './order-view';
import { refundPolicy } from '../catalogue/content';
import { includedItems } from './policy';

/** `locale`: the language of the texts the platform holds in both (the refund policy). */
export async function checkoutOptions(
  deps: PlatformDeps,
  learner: Learner,
  slug: string,
  locale: Language,
): Promise<CheckoutOptions> {
  const now = deps.now();
  const [programme] = await deps.db.select().from(programmes).where(eq(programmes.slug, slug));
  if (!programme) throw notFound(`No programme named "${slug}".`);
  const mine = and(eq(orders.accountId, learner.account.id), eq(orders.programmeSlug, slug));
  await expireDueOrders(deps.db, now, mine);
  const [intakes, [firstSemester], [enrolment], open, refunds, identity] = await Promise.all([
    openIntakes(deps.db, now),
    deps.db
      .select({ value: count() })
      .from(courses)
      .where(and(eq(courses.programmeSlug, slug), eq(courses.semesterNumber, 1))),
    deps.db
      .select({ enrolledAt: enrolments.enrolledAt, intake: terms })
      .from(enrolments)
      .innerJoin(terms, eq(enrolments.intakeSlug, terms.slug))
      .where(and(eq(enrolments.accountId, learner.account.id), eq(enrolments.programmeSlug, slug))),
    readOrders(deps.db, and(mine, eq(orders.status, 'pending_payment'))!),
    refundPolicy(deps.db, locale),
    kycStatusOf(deps, learner.account.id),
  ]);
  return {
    programme: {
      slug: programme.slug,
      title: programme.title,
      semesterCount: programme.semesterCount,
      pricePerSemester: { amountPaisa: programme.pricePerSemesterPaisa, currency: 'PKR' },
      enrolmentOpen: programme.enrolmentOpen,
    },
    intakes,
    included: includedItems(firstSemester?.value ?? 0),
    refundPolicy: refunds.refundPolicy,
    methods: availableMethods(deps),
    bankAccount: paymentOptions(deps).bankTransfer,
    identity: identity.status,
    enrolment: enrolment
      ? { intake: toIntake(enrolment.intake), enrolledAt: enrolment.enrolledAt.toISOString() }
      : null,
    openOrders: open,
    untranslated: refunds.untranslated,
  };
}
