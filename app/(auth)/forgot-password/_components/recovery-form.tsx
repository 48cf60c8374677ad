'use client';
// Two steps: the e-mail (kept as the session's otpEmail), then the code and the new password.
import { useActionState, useEffect, useState } from 'react';
import { PASSWORD_RULE } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FormAlert } from '@/components/session/form-alert';
import { useSession } from '@/components/session/session-provider';
import { requestCodeAction, resetPasswordAction, type RecoveryState } from '../actions';
import styles from '../../auth.module.css';

const initialState: RecoveryState = { attempt: 0, values: { email: '', code: '' }, fieldErrors: {}, step: 'email' };

export function RecoveryForm() {
  const { state: session, store } = useSession();
  const [requested, requestCode, requesting] = useActionState(requestCodeAction, initialState);
  const [reset, resetPassword, resetting] = useActionState(resetPasswordAction, initialState);
  // "Use another e-mail" holds until the next code request answers.
  const [changeAt, setChangeAt] = useState(-1);
  const changingEmail = changeAt === requested.attempt;

  useEffect(() => {
    if (requested.step === 'code') store.update({ otpEmail: requested.values.email });
  }, [requested, store]);

  const otpEmail = session.otpEmail;
  if (!otpEmail || changingEmail) {
    return (
      <form action={requestCode} className={styles.form} noValidate>
        <FormAlert message={requested.message} attempt={requested.attempt} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required hint="We send a 6-digit code to this address." defaultValue={requested.values.email || otpEmail} key={`email-${requested.attempt}`} error={requested.fieldErrors.email} />
        <Button type="submit" fullWidth disabled={requesting} aria-disabled={requesting}>
          {requesting ? 'Sending…' : 'Send me a code'}
        </Button>
      </form>
    );
  }

  const k = reset.attempt;
  return (
    <form action={resetPassword} className={styles.form} noValidate>
      <p className={styles.notice} role="status">
        {requested.notice ?? reset.notice}
      </p>
      <FormAlert message={reset.message} attempt={k} />
      <input type="hidden" name="email" value={otpEmail} />
      <p>
        Code sent to <strong>{otpEmail}</strong>.{' '}
        <button type="button" className={styles.linkButton} onClick={() => setChangeAt(requested.attempt)}>
          Use another e-mail
        </button>
      </p>
      <TextField label="6-digit code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required defaultValue={reset.values.code} key={`code-${k}`} error={reset.fieldErrors.code} />
      <TextField label="New password" name="new_password" type="password" autoComplete="new-password" required hint={PASSWORD_RULE} error={reset.fieldErrors.new_password} />
      <Button type="submit" fullWidth disabled={resetting} aria-disabled={resetting}>
        {resetting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
