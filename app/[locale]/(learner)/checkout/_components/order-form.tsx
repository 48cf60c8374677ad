'use client';
// Step 2's form: when to start. "Continue to payment" opens the order; the chosen intake is kept in the URL so back and
// reload keep it. Its words come from the server in the page's language; an Urdu page says so in the hidden `locale`.
import { useActionState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { initialActionState } from '@/lib/forms/action-state';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { openOrderAction } from '../actions';
import { ChoiceList } from './choice-list';
import { LocaleField } from '@/components/ui/locale-field';
import styles from './checkout.module.css';

export interface OrderFormText {
  legend: string;
  submit: string;
  pending: string;
  errorSummaryTitle?: string;
}

export function OrderForm({
  programme: slug,
  intake,
  idempotencyKey,
  locale,
  intakes,
  chosen,
  text,
}: {
  programme: string;
  intake: string | null;
  idempotencyKey: string;
  locale: Locale;
  intakes: { value: string; label: ReactNode; hint: string }[];
  /** The intake chosen so far, in words ("Starts with …"): the choice stays folded under it; null unfolds it. */
  chosen: string | null;
  text: OrderFormText;
}) {
  const here = (chosen: string | undefined) =>
    localePath(locale, checkoutHref({ programme: slug, intake: chosen, step: 'order' }));
  // The permalink is this step's own address: without JavaScript the form posts there (never an empty action).
  const [state, action, pending] = useActionState(openOrderAction, initialActionState, here(intake ?? undefined));
  const router = useRouter();
  const fields = [{ name: 'intake', id: `intake-${intakes[0]?.value ?? ''}` }];
  return (
    <form action={action} noValidate autoComplete="off">
      <ErrorSummary state={state} fields={fields} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      <input type="hidden" name="programme" value={slug} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* The first intake is chosen already: the list of all of them is one tap away, so the button stays in view. */}
      <details className={styles.more} open={chosen === null || Boolean(state.fieldErrors.intake)}>
        <summary>{chosen ?? text.legend}</summary>
        <ChoiceList
          // Remounted when the URL's intake changes, so the checked choice always matches the URL.
          key={`${state.submission}-${intake ?? ''}`}
          legend={text.legend}
          name="intake"
          defaultValue={state.values.intake || intake || undefined}
          error={state.fieldErrors.intake}
          onChange={(chosen) => router.replace(here(chosen), { scroll: false })}
          choices={intakes}
        />
      </details>
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.pending : text.submit}
      </Button>
    </form>
  );
}
