'use client';
// Step 4: where the order stands — paid, failed, cancelled, awaiting confirmation, expired — and what to do
// next. While the gateway has not confirmed, the page asks again every few seconds (and on "Check again").
import { useActionState, useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/lib/i18n/locales';
import { cancelOrderAction, checkPaymentAction } from '../actions';
import type { Result } from './result-of';
import styles from './checkout.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const REFRESH_MS = 3_000;
const MAX_REFRESHES = 60;

export interface ResultLinks {
  again: string;
  fresh: string;
  here: string;
  receipt: string | null;
  dashboard: string;
}

export interface ResultText {
  unverified: string | null;
  seeReceipt: string;
  toDashboard: string;
  tryAgain: string;
  startAgain: string;
  checkAgain: string;
  cancelOrder: string;
}

export function ResultStep({
  result,
  order,
  locale,
  links,
  text,
}: {
  result: Result;
  order: string | null;
  locale: Locale;
  links: ResultLinks;
  text: ResultText;
}) {
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

  const [, checkAction] = useActionState(checkPaymentAction, null, links.here);
  const [, cancelAction] = useActionState(cancelOrderAction, null, links.here);
  const localeField = <LocaleField locale={locale} />;
  return (
    <section ref={heading} tabIndex={-1} className={styles.panel} aria-labelledby="result-heading">
      {text.unverified ? <p className={styles.warning}>{text.unverified}</p> : null}
      <h2 id="result-heading">{result.title}</h2>
      <p>{result.text}</p>
      <div className={styles.actions}>
        {result.kind === 'paid' || result.kind === 'enrolled' ? (
          <>
            {links.receipt ? <ButtonLink href={links.receipt}>{text.seeReceipt}</ButtonLink> : null}
            <Link href={links.dashboard}>{text.toDashboard}</Link>
          </>
        ) : null}
        {result.kind === 'failed' || result.kind === 'cancelled' ? (
          <ButtonLink href={links.again}>{text.tryAgain}</ButtonLink>
        ) : null}
        {result.kind === 'closed' ? <ButtonLink href={links.fresh}>{text.startAgain}</ButtonLink> : null}
        {result.kind === 'awaiting' && order && result.paymentId ? (
          <form action={checkAction}>
            {localeField}
            <input type="hidden" name="order" value={order} />
            <input type="hidden" name="payment" value={result.paymentId} />
            <Button type="submit" variant="secondary">
              {text.checkAgain}
            </Button>
          </form>
        ) : null}
        {order && (result.kind === 'failed' || result.kind === 'cancelled') ? (
          <form action={cancelAction}>
            {localeField}
            <input type="hidden" name="order" value={order} />
            <Button type="submit" variant="secondary">
              {text.cancelOrder}
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
