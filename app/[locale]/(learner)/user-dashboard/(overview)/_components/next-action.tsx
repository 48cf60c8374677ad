// The one thing the learner should do next, when there is one: finish a payment, wait for a transfer,
// verify their identity, or choose a programme.
import type { Enrolment, KycStatusValue, Order } from '@/contract';
import { formatMoment, formatPrice } from '@/components/catalogue/format';
import { ButtonLink } from '@/components/ui/button-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import styles from '../dashboard.module.css';

interface Action {
  text: string;
  href?: string;
  label?: string;
}

export function nextActionOf(orders: Order[], enrolments: Enrolment[], identity: KycStatusValue | null): Action | null {
  const open = orders.find((order) => order.status === 'pending_payment');
  const transfer = open?.payments.find((p) => p.method === 'bank_transfer' && p.status === 'awaiting_confirmation');
  if (open && transfer)
    return {
      text: `Your bank transfer for ${open.programme.title} is awaiting confirmation by our staff, usually within one working day.`,
    };
  const last = open?.payments.at(-1);
  if (open && last?.method === 'bank_transfer' && last.status === 'failed') {
    return {
      text: `We could not confirm your bank transfer for ${open.programme.title}. ${last.failureReason ?? ''} Send it again or pay another way; your order is held until ${formatMoment(open.expiresAt)}.`,
      href: checkoutHref({ order: open.id, step: 'method' }),
      label: 'Finish your payment',
    };
  }
  if (open) {
    return {
      text: `Finish paying for ${open.programme.title}: ${formatPrice(open.total)}, held for you until ${formatMoment(open.expiresAt)}.`,
      href: checkoutHref({ order: open.id, step: 'method' }),
      label: 'Finish your payment',
    };
  }
  if (identity === 'not_submitted' || identity === 'rejected') {
    return {
      text: 'Verify your identity: you need it to pay, and your courses open once it is approved.',
      href: '/kyc?next=%2Fuser-dashboard',
      label: identity === 'rejected' ? 'Verify your identity again' : 'Verify your identity',
    };
  }
  if (enrolments.length === 0)
    return {
      text: 'You are not enrolled in a programme yet. Choose one to start with the next intake.',
      href: '/',
      label: 'Browse programmes',
    };
  if (identity === 'pending')
    return { text: 'We are checking your identity documents. Your courses open as soon as they are approved.' };
  return null;
}

export function NextAction({ action }: { action: Action | null }) {
  if (!action) return null;
  return (
    <section aria-labelledby="next-action-heading" className={styles.nextAction}>
      <h2 id="next-action-heading">Next step</h2>
      <p>{action.text}</p>
      {action.href && action.label ? <ButtonLink href={action.href}>{action.label}</ButtonLink> : null}
    </section>
  );
}
