'use client';
// Step 3's form: how to pay. It posts to a server action that starts the payment and sends the learner to the
// gateway (works without JavaScript); a double click is one payment (same Idempotency-Key, button disabled). Its words
// come from the server in the page's language; an Urdu page says so in the hidden `locale`.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { payAction, type PayFormState } from '../actions';
import { ChoiceList } from './choice-list';
import { GatewayHandoff } from './gateway-handoff';
import { LocaleField } from '@/components/ui/locale-field';

export interface MethodFormText {
  legend: string;
  submit: string;
  pending: string;
  errorSummaryTitle: string;
  handoffHeading: string;
  handoffButton: string;
}

export function MethodForm({
  order,
  idempotencyKey,
  permalink,
  locale,
  defaultMethod,
  methods,
  text,
}: {
  order: string;
  idempotencyKey: string;
  permalink: string;
  locale: Locale;
  defaultMethod: string | undefined;
  methods: { value: string; label: string; hint: string }[];
  text: MethodFormText;
}) {
  // The permalink is this step's own address: without JavaScript the form posts there (never an empty action).
  const [state, action, pending] = useActionState<PayFormState, FormData>(
    payAction,
    initialActionState as PayFormState,
    permalink,
  );
  if (state.receipt)
    return <GatewayHandoff redirect={state.receipt} heading={text.handoffHeading} button={text.handoffButton} />;
  return (
    <form action={action} noValidate autoComplete="off">
      <ErrorSummary
        state={state}
        fields={[{ name: 'method', id: `method-${methods[0]?.value ?? ''}` }]}
        title={text.errorSummaryTitle}
      />
      <LocaleField locale={locale} />
      <input type="hidden" name="order" value={order} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <ChoiceList
        key={state.submission}
        legend={text.legend}
        name="method"
        defaultValue={state.values.method || defaultMethod}
        error={state.fieldErrors.method}
        choices={methods}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.pending : text.submit}
      </Button>
    </form>
  );
}
