'use client';
// The new address and the current password, then the 6-digit code from the new address; on an error everything but
// the password stays. Its words come from the server in the page's language; an Urdu page says so in the hidden
// `locale` field.
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { WrongAddress } from '@/components/ui/wrong-address';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { emailChangeAction, type EmailChangeState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

export interface EmailChangeText {
  /** "Your address now: …", drawn on the server. */
  addressNow: ReactNode;
  newEmail: string;
  currentPassword: string;
  sendCode: string;
  sendingCode: string;
  /** With {address}. */
  codeSentTo: string;
  codeLabel?: string;
  confirm: string;
  confirming: string;
  useAnotherAddress: string;
  wrongAddress?: string;
  errorSummaryTitle?: string;
  path: string;
}

const FIELDS = [
  { name: 'new_email', id: 'email-new' },
  { name: 'current_password', id: 'email-password' },
] as const;
const CODE_FIELDS = [{ name: 'code', id: 'email-code' }] as const;

const initialState: EmailChangeState = initialActionState;

export function EmailChangeForm({ locale, text }: { locale: Locale; text: EmailChangeText }) {
  const [state, action, pending] = useActionState(emailChangeAction, initialState, text.path);
  const { values, fieldErrors: errors, submission: k, receipt } = state;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const step = receipt?.step;
  useEffect(() => {
    if (step) focusIfLost(noticeRef.current);
  }, [step]);
  const title = text.errorSummaryTitle ? { title: text.errorSummaryTitle } : {};
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
          {...(text.codeLabel ? { label: text.codeLabel } : {})}
          sentTo={{ sentence: text.codeSentTo, address: values.new_email }}
          state={state}
          carried={{ new_email: values.new_email, change_id: values.change_id }}
        />
        <Button type="submit" name="intent" value="confirm" disabled={pending} aria-disabled={pending}>
          {pending ? text.confirming : text.confirm}
        </Button>
        <WrongAddress label={text.useAnotherAddress} {...(text.wrongAddress ? { lead: text.wrongAddress } : {})} />
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
      <p>{text.addressNow}</p>
      <TextField
        id="email-new"
        label={text.newEmail}
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
        label={text.currentPassword}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${k}`}
        error={errors.current_password}
      />
      <Button type="submit" name="intent" value="request" disabled={pending} aria-disabled={pending}>
        {pending ? text.sendingCode : text.sendCode}
      </Button>
    </form>
  );
}
