'use client';
// Step 4: where the order stands — paid, failed, cancelled, awaiting confirmation, expired — and what to do
// next. While the gateway has not confirmed, the page asks again every few seconds (and on "Check again").
import { useActionState, useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { cancelOrderAction, checkPaymentAction } from '../actions';
import type { CheckoutView } from '../checkout-view';
import { resultOf } from './result-of';
import styles from './checkout.module.css';

const REFRESH_MS = 3_000;
const MAX_REFRESHES = 60;

export function ResultStep({ view }: { view: CheckoutView }) {
  const result = resultOf(view);
  const router = useRouter();
  const heading = useRef<HTMLDivElement>(null);
  const waiting = result.kind === 'awaiting' && result.gateway;
  useEffect(() => heading.current?.focus(), [result.kind]);
  useEffect(() => {
    if (!waiting) return;
    let count = 0;
    const timer = setInterval(() => {
      if (++count > MAX_REFRESHES) clearInterval(timer);
      else router.refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, router]);

  const order = view.order;
  const slug = view.options.programme.slug;
  const again = order ? checkoutHref({ order: order.id, step: 'method' }) : checkoutHref({ programme: slug });
  const fresh = checkoutHref({ programme: slug });
  // Without JavaScript the buttons post to this page's own address (a real action URL, never an empty one).
  const here = order ? checkoutHref({ order: order.id, step: 'result' }) : fresh;
  const [, checkAction] = useActionState(checkPaymentAction, null, here);
  const [, cancelAction] = useActionState(cancelOrderAction, null, here);
  return (
    <section ref={heading} tabIndex={-1} className={styles.panel} aria-labelledby="result-heading">
      {view.notice === 'unverified' ? (
        <p className={styles.warning}>
          We could not verify the answer from the payment page, so we ignored it. What you see below comes from the
          payment provider itself.
        </p>
      ) : null}
      <h2 id="result-heading">{result.title}</h2>
      <p>{result.text}</p>
      <div className={styles.actions}>
        {result.kind === 'paid' || result.kind === 'enrolled' ? (
          <>
            {result.receiptNumber ? (
              <ButtonLink href={`/user-dashboard/receipts/${result.receiptNumber}`}>
                See your receipt {result.receiptNumber}
              </ButtonLink>
            ) : null}
            <Link href="/user-dashboard">Go to your dashboard</Link>
          </>
        ) : null}
        {result.kind === 'failed' || result.kind === 'cancelled' ? (
          <ButtonLink href={again}>Try again or choose another method</ButtonLink>
        ) : null}
        {result.kind === 'closed' ? <ButtonLink href={fresh}>Start again</ButtonLink> : null}
        {result.kind === 'awaiting' && order && result.paymentId ? (
          <form action={checkAction}>
            <input type="hidden" name="order" value={order.id} />
            <input type="hidden" name="payment" value={result.paymentId} />
            <Button type="submit" variant="secondary">
              Check again
            </Button>
          </form>
        ) : null}
        {order && (result.kind === 'failed' || result.kind === 'cancelled') ? (
          <form action={cancelAction}>
            <input type="hidden" name="order" value={order.id} />
            <Button type="submit" variant="secondary">
              Cancel this order
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
