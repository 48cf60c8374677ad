// /checkout for a programme that cannot be bought now (closed, or no intake open): the refusal in the checkout's own
// words and the page's language, no order summary and no payment, and the way back. An order opened before it closed
// may still be paid.
import { formatRupees } from '@/contract/money';
import { formatMomentIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { checkoutHref } from '@/lib/checkout/checkout-url';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { NotForSale } from '../checkout-view';
import styles from './checkout.module.css';

export function NotForSalePage({
  notForSale: { programme, state, openOrder },
  locale,
}: {
  notForSale: NotForSale;
  locale: Locale;
}) {
  const t = translator(locale, 'checkout');
  const title = embedded(locale, programme.title);
  return (
    <div className="container section">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={state === 'closed' ? t('closedHeadline') : t('noIntakeHeadline')}
        lead={state === 'closed' ? t('closed', { programme: title }) : t('noIntake')}
      >
        <Link href={localePath(locale, `/${programme.slug}`)}>{t('backTo', { programme: title })}</Link>
        <Link href={localePath(locale, '/#programmes')}>{t('allProgrammes')}</Link>
      </PageHeader>
      {openOrder ? (
        <section aria-labelledby="open-order" className={styles.panel}>
          <h2 id="open-order">{t('yourOpenOrder')}</h2>
          <p>
            {t('openOrderStill', {
              reference: embedded(locale, openOrder.reference),
              intake: embedded(locale, openOrder.intake.name),
              amount: formatRupees(openOrder.total, locale),
              moment: formatMomentIn(locale, openOrder.expiresAt),
            })}
          </p>
          <ButtonLink href={localePath(locale, checkoutHref({ order: openOrder.id, step: 'method' }))}>
            {t('payOrder', { reference: embedded(locale, openOrder.reference) })}
          </ButtonLink>
        </section>
      ) : null}
    </div>
  );
}
