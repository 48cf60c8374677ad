'use client';
// Two steps: the e-mail (kept as the session's otpEmail), then the code and the new password. The platform answers
// the same whether or not the address has an account, so the page never says a code was sent to it, only that one
// was if the account exists.
import { useActionState, useEffect, useState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { useSession } from '@/components/session/session-provider';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { requestCodeAction, resetPasswordAction } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../auth.module.css';

const EMAIL_FIELDS = [{ name: 'email', id: 'recovery-email' }] as const;
const RESET_FIELDS = [
  { name: 'code', id: 'recovery-code' },
  { name: 'new_password', id: 'recovery-new-password' },
] as const;

export function RecoveryForm() {
  const { state: session, store } = useSession();
  const [requested, requestCode, requesting] = useActionState(
    requestCodeAction,
    initialActionState,
    '/forgot-password',
  );
  const [reset, resetPassword, resetting] = useActionState(resetPasswordAction, initialActionState, '/forgot-password');
  // "Use another e-mail" holds until the next code request answers.
  const [changeAt, setChangeAt] = useState(-1);
  const changingEmail = changeAt === requested.submission;

  useEffect(() => {
    if (requested.receipt) store.setOtpEmail(requested.values.email ?? '');
  }, [requested, store]);

  // Without JavaScript the store never learns the address: the accepted request itself moves the form on.
  const otpEmail = session.otpEmail || (requested.receipt ? requested.values.email : '');
  if (!otpEmail || changingEmail) {
    return (
      <form action={requestCode} className={styles.form} noValidate>
        <ErrorSummary state={requested} fields={EMAIL_FIELDS} />
        <TextField
          id="recovery-email"
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          hint="We send a 6-digit code to this address."
          defaultValue={requested.values.email || otpEmail}
          key={`email-${requested.submission}`}
          error={requested.fieldErrors.email}
        />
        <Button type="submit" fullWidth disabled={requesting} aria-disabled={requesting}>
          {requesting ? 'Sending…' : 'Send me a code'}
        </Button>
      </form>
    );
  }

  const k = reset.submission;
  return (
    <form action={resetPassword} className={styles.form} noValidate>
      <p className={noticeStyles.notice} role="status">
        If an account uses <strong>{otpEmail}</strong>, we have sent a 6-digit code to that address. It is valid for 10
        minutes.
      </p>
      <ErrorSummary state={reset} fields={RESET_FIELDS} />
      <p>
        No message after a few minutes? Check your spam folder, or{' '}
        {/* A link, so it works without JavaScript too (a fresh page asks for the address again). */}
        <Link
          href="/forgot-password"
          onClick={(event) => {
            event.preventDefault();
            setChangeAt(requested.submission);
          }}
        >
          use another e-mail
        </Link>
        .
      </p>
      <CodeStepFields id="recovery-code" state={reset} carried={{ email: otpEmail }} />
      <NewPasswordField
        id="recovery-new-password"
        label="New password"
        name="new_password"
        email={otpEmail}
        error={reset.fieldErrors.new_password}
        key={`password-${k}`}
      />
      <Button type="submit" fullWidth disabled={resetting} aria-disabled={resetting}>
        {resetting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
