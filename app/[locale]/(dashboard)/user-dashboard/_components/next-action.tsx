// The one thing the learner should do next, when there is one: finish a payment, wait for a transfer,
// verify their identity, or choose a programme.
import type { Enrolment, KycStatusValue, Order } from '@/contract';
import { formatMomentIn } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button-link';
import { formatRupees } from '@/contract/money';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { stillHeld } from './withdrawn-from';
import styles from '../dashboard.module.css';

interface Action {
  text: string;
  href?: string;
  label?: string;
}

export function nextActionOf(
  orders: Order[],
  enrolments: Enrolment[],
  identity: KycStatusValue | null,
  locale: Locale = 'en',
): Action | null {
  const t = translator(locale, 'dashboard');
  const open = orders.find((order) => order.status === 'pending_payment');
  const transfer = open?.payments.find((p) => p.method === 'bank_transfer' && p.status === 'awaiting_confirmation');
  if (open && transfer) return { text: t('transferAwaiting', { programme: embedded(locale, open.programme.title) }) };
  const last = open?.payments.at(-1);
  const pay = open && {
    href: localePath(locale, checkoutHref({ order: open.id, step: 'method' })),
    label: t('finishPayment'),
    until: formatMomentIn(locale, open.expiresAt),
  };
  if (open && pay && last?.method === 'bank_transfer' && last.status === 'failed') {
    return {
      text: t('transferRefused', {
        programme: embedded(locale, open.programme.title),
        reason: last.failureReason ?? '',
        until: pay.until,
      }),
      href: pay.href,
      label: pay.label,
    };
  }
  if (open && pay) {
    return {
      text: t('finishPaying', {
        programme: embedded(locale, open.programme.title),
        total: formatRupees(open.total, locale),
        until: pay.until,
      }),
      href: pay.href,
      label: pay.label,
    };
  }
  if (identity === 'not_submitted' || identity === 'rejected') {
    return {
      text: t('verifyIdentityFirst'),
      href: localePath(locale, `/kyc?next=${encodeURIComponent(localePath(locale, '/user-dashboard'))}`),
      label: identity === 'rejected' ? t('verifyIdentityAgain') : t('verifyIdentity'),
    };
  }
  if (enrolments.length === 0)
    return { text: t('chooseProgramme'), href: localePath(locale, '/'), label: t('browseProgrammes') };
  // A programme withdrawn from its first semester is not one the learner holds: no course waits for the check.
  if (identity === 'pending' && enrolments.some(stillHeld)) return { text: t('checkingIdentity') };
  return null;
}

export function NextAction({ action, locale = 'en' }: { action: Action | null; locale?: Locale }) {
  if (!action) return null;
  return (
    <section aria-labelledby="next-action-heading" className={styles.nextAction}>
      <h2 id="next-action-heading">{translator(locale, 'dashboard')('nextStep')}</h2>
      <p>{action.text}</p>
      {action.href && action.label ? <ButtonLink href={action.href}>{action.label}</ButtonLink> : null}
    </section>
  );
}
