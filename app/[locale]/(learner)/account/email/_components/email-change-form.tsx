'use client';
// The new address and the current password, then the 6-digit code from the new address; on an error everything but
// the password stays. Its words are the catalogue's `emailChangeForm` namespace in the page's language; an Urdu page says so in the
// hidden `locale` field.
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { WrongAddress } from '@/components/ui/wrong-address';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { emailChangeAction, type EmailChangeState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'new_email', id: 'email-new' },
  { name: 'current_password', id: 'email-password' },
] as const;
const CODE_FIELDS = [{ name: 'code', id: 'email-code' }] as const;

const initialState: EmailChangeState = initialActionState;

export function EmailChangeForm({
  locale,
  words,
  addressNow,
  errorSummaryTitle,
  path,
}: {
  locale: Locale;
  words: PlainWords<'emailChangeForm'>;
  /** "Your address now: …", drawn on the server. */
  addressNow: ReactNode;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  path: string;
}) {
  const [state, action, pending] = useActionState(emailChangeAction, initialState, path);
  const { values, fieldErrors: errors, submission: k, receipt } = state;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const step = receipt?.step;
  useEffect(() => {
    if (step) focusIfLost(noticeRef.current);
  }, [step]);
  const title = errorSummaryTitle ? { title: errorSummaryTitle } : {};
  const localeField = <LocaleField locale={locale} />;

  if (receipt?.step === 'code') {
    return (
      <form action={action} className={styles.form} noValidate>
        <p ref={noticeRef} tabIndex={-1} className={noticeStyles.notice} role="status">
          {receipt.message}
        </p>
        <ErrorSummary state={state} fields={CODE_FIELDS} {...title} />
        {localeField}
        <CodeStepFields
          id="email-code"
          label={words.codeLabel}
          sentTo={{ sentence: words.codeSentTo, address: values.new_email }}
          state={state}
          carried={{ new_email: values.new_email, change_id: values.change_id }}
        />
        <Button type="submit" name="intent" value="confirm" disabled={pending} aria-disabled={pending}>
          {pending ? words.confirming : words.confirm}
        </Button>
        <WrongAddress label={words.useAnotherAddress} lead={words.wrongAddress} />
      </form>
    );
  }

  return (
    <form action={action} className={styles.form} noValidate>
      {receipt?.step === 'done' ? (
        <p ref={noticeRef} tabIndex={-1} className={noticeStyles.notice} role="status">
          {receipt.message}
        </p>
      ) : null}
      <ErrorSummary state={state} fields={FIELDS} {...title} />
      {localeField}
      <p>{addressNow}</p>
      <TextField
        id="email-new"
        label={words.newEmail}
        name="new_email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.new_email}
        key={`new-${k}`}
        error={errors.new_email}
      />
      <TextField
        id="email-password"
        label={words.currentPassword}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${k}`}
        error={errors.current_password}
      />
      <Button type="submit" name="intent" value="request" disabled={pending} aria-disabled={pending}>
        {pending ? words.sendingCode : words.sendCode}
      </Button>
    </form>
  );
}
