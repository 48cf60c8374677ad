// Step 1: why identity is checked, who may enrol, and the way to /kyc and back. A pending check does not hold up
// payment: the words are the Terms' and the FAQ's (contract/eligibility.ts), in Urdu through platformText.
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';
import styles from './checkout.module.css';

export function IdentityStep({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const slug = view.options.programme.slug;
  const onward = localePath(locale, checkoutHref({ programme: slug, intake: view.intake ?? undefined, step: 'order' }));
  const kycHref = `${localePath(locale, '/kyc')}?next=${encodeURIComponent(onward)}`;
  const state = view.identity;
  return (
    <section className={styles.panel} aria-labelledby="identity-heading">
      <h2 id="identity-heading">{t('identityHeading')}</h2>
      <p>{t('identityWhy')}</p>
      <p>{platformText(locale, ELIGIBILITY_RULE)}</p>
      {state === 'pending' ? (
        <p className={styles.notice}>
          {t('identityPending')} {platformText(locale, PENDING_MAY_PAY)}
        </p>
      ) : null}
      {state === 'approved' ? <p className={`${styles.notice} ${styles.success}`}>{t('identityApproved')}</p> : null}
      {state === 'rejected' ? <p className={styles.warning}>{t('identityRejected')}</p> : null}
      <div className={styles.actions}>
        {state === 'pending' || state === 'approved' ? (
          <ButtonLink href={onward}>{t('continueToOrder')}</ButtonLink>
        ) : (
          <>
            <ButtonLink href={kycHref}>{state === 'rejected' ? t('verifyAgain') : t('verify')}</ButtonLink>
            <Link href={onward}>{t('orderFirst')}</Link>
          </>
        )}
      </div>
    </section>
  );
}
