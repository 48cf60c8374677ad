// Step 1: why identity is checked, who may enrol, and the way to /kyc and back. A pending check does not hold up
// payment: the words are the Terms' and the FAQ's (contract/eligibility.ts).
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import type { CheckoutView } from '../checkout-view';
import styles from './checkout.module.css';

export function IdentityStep({ view }: { view: CheckoutView }) {
  const slug = view.options.programme.slug;
  const onward = checkoutHref({ programme: slug, intake: view.intake ?? undefined, step: 'order' });
  const kycHref = `/kyc?next=${encodeURIComponent(onward)}`;
  const state = view.identity;
  return (
    <section className={styles.panel} aria-labelledby="identity-heading">
      <h2 id="identity-heading">Verify your identity</h2>
      <p>
        Certificates carry your legal name and fees are paid for a named learner, so we check who you are once, before
        your first payment. It takes about five minutes: a photo of your CNIC, B-Form, NICOP or passport, and a selfie.
      </p>
      <p>{ELIGIBILITY_RULE}</p>
      {state === 'pending' ? (
        <p className={styles.notice}>Your documents are being checked. {PENDING_MAY_PAY}</p>
      ) : null}
      {state === 'approved' ? <p className={`${styles.notice} ${styles.success}`}>Your identity is verified.</p> : null}
      {state === 'rejected' ? (
        <p className={styles.warning}>
          Your last verification was not accepted. Send it again before you pay; the reason is on the verification page.
        </p>
      ) : null}
      <div className={styles.actions}>
        {state === 'pending' || state === 'approved' ? (
          <ButtonLink href={onward}>Continue to your order</ButtonLink>
        ) : (
          <>
            <ButtonLink href={kycHref}>
              {state === 'rejected' ? 'Verify your identity again' : 'Verify your identity'}
            </ButtonLink>
            <Link href={onward}>Look at the order first</Link>
          </>
        )}
      </div>
    </section>
  );
}
