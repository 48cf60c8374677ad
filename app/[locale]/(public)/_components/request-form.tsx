// What the support request and the scholarship application share: the head of the form (error summary, the
// note on required fields, the render's Idempotency-Key, the page's language), the e-mail field and the send button.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/ui/error-summary';
import { LocaleField } from '@/components/ui/locale-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

interface RequestFormHeadProps extends Pick<ErrorSummaryProps, 'state' | 'fields' | 'title'> {
  /** The id of the note on required fields: the form's aria-describedby points at it. */
  noteId: string;
  note: ReactNode;
  idempotencyKey: string;
  /** A form on an Urdu page says so, so that its messages (and a post without JavaScript) come back in Urdu. */
  locale?: Locale;
}

export function RequestFormHead({
  state,
  fields,
  title,
  noteId,
  note,
  idempotencyKey,
  locale = DEFAULT_LOCALE,
}: RequestFormHeadProps) {
  return (
    <>
      <ErrorSummary state={state} fields={fields} title={title} />
      <p id={noteId} className="muted">
        {note}
      </p>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <LocaleField locale={locale} />
    </>
  );
}

/** The applicant's own address: both platform forms take at most 254 characters. */
export function EmailField({
  label = 'E-mail address',
  ...props
}: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete' | 'maxLength'> & { label?: ReactNode }) {
  return <TextField type="email" label={label} autoComplete="email" required maxLength={254} {...props} />;
}

/** Disabled while the action runs, so one click sends once. */
export function SendButton({
  pending,
  sending = 'Sending…',
  children,
}: {
  pending: boolean;
  sending?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending}>
      {pending ? sending : children}
    </Button>
  );
}
