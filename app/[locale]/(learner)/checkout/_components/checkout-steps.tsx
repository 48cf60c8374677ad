// The four steps, always visible: done ones link back, the current one is marked for screen readers. A step is done
// when its record says so: identity only once the learner has submitted it (a learner may order first, or be refused
// for their age, and pass it without verifying).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutStep, CheckoutView } from '../checkout-view';
import { resultOf } from './result-of';
import styles from './checkout.module.css';

const POSITION: Record<CheckoutStep, number> = { identity: 0, order: 1, method: 2, transfer: 2, result: 3 };

/** The step the learner is at: a result that is not paid (declined, cancelled, awaiting, closed) is still at Payment. */
function currentPosition(view: CheckoutView): number {
  if (view.step !== 'result') return POSITION[view.step];
  const { kind } = resultOf(view, 'en');
  return kind === 'paid' || kind === 'enrolled' ? POSITION.result : POSITION.method;
}

export function CheckoutSteps({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const current = currentPosition(view);
  const slug = view.options.programme.slug;
  const open = !view.order || view.order.status === 'pending_payment';
  const identified = view.identity === 'pending' || view.identity === 'approved';
  const steps = [
    { label: t('stepIdentity'), href: checkoutHref({ programme: slug, step: 'identity' }) },
    {
      label: t('stepOrder'),
      href: view.order
        ? checkoutHref({ order: view.order.id, step: 'order' })
        : checkoutHref({ programme: slug, intake: view.intake ?? undefined, step: 'order' }),
    },
    { label: t('stepPayment'), href: view.order ? checkoutHref({ order: view.order.id, step: 'method' }) : null },
    { label: t('stepConfirmation'), href: null },
  ];
  return (
    <nav aria-label={t('steps')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const passed = index < current;
          const done = passed && (index !== POSITION.identity || identified);
          return (
            <li
              key={step.label}
              className={`${styles.step} ${done ? styles.done : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {passed && open && step.href ? (
                <Link href={localePath(locale, step.href)}>{step.label}</Link>
              ) : (
                step.label
              )}
              {done ? <span className="visually-hidden">{t('stepDone')}</span> : null}
              {passed && !done ? <span className="visually-hidden">{t('stepNotDone')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
