'use client';
// The new address and the current password, then the 6-digit code from the new address; on an error everything but
// the password stays.
import { useActionState, useEffect, useRef } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { WrongAddress } from '@/components/ui/wrong-address';
import { initialActionState } from '@/lib/forms/action-state';
import { emailChangeAction, type EmailChangeState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../account.module.css';

const FIELDS = [
  { name: 'new_email', id: 'email-new' },
  { name: 'current_password', id: 'email-password' },
] as const;
const CODE_FIELDS = [{ name: 'code', id: 'email-code' }] as const;

const initialState: EmailChangeState = initialActionState;

export function EmailChangeForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState(emailChangeAction, initialState, '/account/email');
  const { values, fieldErrors: errors, submission: k, receipt } = state;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const step = receipt?.step;
  useEffect(() => {
    if (step) focusIfLost(noticeRef.current);
  }, [step]);

  if (receipt?.step === 'code') {
    return (
      <form action={action} className={styles.form} noValidate>
        <p ref={noticeRef} tabIndex={-1} className={noticeStyles.notice} role="status">
          {receipt.message}
        </p>
        <ErrorSummary state={state} fields={CODE_FIELDS} />
        <CodeStepFields
          id="email-code"
          sentTo={{ sentence: 'Code sent to {address}.', address: values.new_email }}
          state={state}
          carried={{ new_email: values.new_email, change_id: values.change_id }}
        />
        <Button type="submit" name="intent" value="confirm" disabled={pending} aria-disabled={pending}>
          {pending ? 'Confirming…' : 'Confirm new address'}
        </Button>
        <WrongAddress label="Use another address" />
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
      <ErrorSummary state={state} fields={FIELDS} />
      <p>
        Your address now: <strong>{email}</strong>
      </p>
      <TextField
        id="email-new"
        label="New e-mail address"
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
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${k}`}
        error={errors.current_password}
      />
      <Button type="submit" name="intent" value="request" disabled={pending} aria-disabled={pending}>
        {pending ? 'Sending the code…' : 'Send a code to the new address'}
      </Button>
    </form>
  );
}
