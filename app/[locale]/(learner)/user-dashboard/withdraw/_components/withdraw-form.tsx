'use client';
// The confirmation: one box to tick, then the button; posts to the page itself without JavaScript. Its words come from
// the server in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { withdrawAction } from '../actions';
import { LocaleField } from '@/components/ui/locale-field';

export interface WithdrawText {
  confirm: string;
  submit: string;
  sending: string;
  errorSummaryTitle: string;
}

const FIELDS = [{ name: 'confirm', id: 'withdraw-confirm' }] as const;

export function WithdrawForm({
  programme,
  semester,
  idempotencyKey,
  permalink,
  locale,
  text,
}: {
  programme: string;
  semester: number;
  idempotencyKey: string;
  permalink: string;
  locale: Locale;
  text: WithdrawText;
}) {
  const [state, action, pending] = useActionState(withdrawAction, initialActionState, permalink);
  const error = state.fieldErrors.confirm;
  return (
    <form action={action} noValidate>
      <ErrorSummary state={state} fields={FIELDS} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      <input type="hidden" name="programme" value={programme} />
      <input type="hidden" name="semester" value={semester} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <CheckboxField
        id="withdraw-confirm"
        label={text.confirm}
        name="confirm"
        value="yes"
        required
        key={`confirm-${state.submission}`}
        defaultChecked={state.values.confirm === 'yes'}
        error={error}
      />
      <Button type="submit" variant="danger" disabled={pending} aria-disabled={pending}>
        {pending ? text.sending : text.submit}
      </Button>
    </form>
  );
}
