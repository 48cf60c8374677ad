'use client';
// "Pay for semester N": one button, posting to the dashboard's action (the dashboard itself without JavaScript).
// Its words come from the server in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { paySemesterAction } from '../actions';
import { LocaleField } from '@/components/ui/locale-field';

export interface PaySemesterText {
  pay: string;
  opening: string;
  errorSummaryTitle: string;
}

export function PaySemesterForm({
  programme,
  intake,
  semester,
  idempotencyKey,
  locale,
  text,
}: {
  programme: string;
  intake: string;
  semester: number;
  idempotencyKey: string;
  locale: Locale;
  text: PaySemesterText;
}) {
  const [state, action, pending] = useActionState(
    paySemesterAction,
    initialActionState,
    localePath(locale, '/user-dashboard'),
  );
  return (
    <form action={action} noValidate>
      <ErrorSummary state={state} fields={[]} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      <input type="hidden" name="programme" value={programme} />
      <input type="hidden" name="intake" value={intake} />
      <input type="hidden" name="semester" value={semester} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.opening : text.pay}
      </Button>
    </form>
  );
}
