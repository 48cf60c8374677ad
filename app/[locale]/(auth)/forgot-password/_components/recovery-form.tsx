'use client';
// Two steps: the e-mail (kept as the session's otpEmail), then the code and the new password. The platform answers
// the same whether or not the address has an account, so the page never says a code was sent to it, only that one
// was if the account exists. Its words are the catalogue's `recoveryForm` namespace in the page's language; the two
// sentences that carry a value keep the {address} or {link} mark where the form puts it.
import { useActionState, useEffect, useState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { useSession } from '@/components/session/session-provider';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SentenceWith } from '@/components/ui/sentence-with';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { PasswordFieldText } from '@/lib/forms/password-field-text';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { requestCodeAction, resetPasswordAction } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const EMAIL_FIELDS = [{ name: 'email', id: 'recovery-email' }] as const;
const RESET_FIELDS = [
  { name: 'code', id: 'recovery-code' },
  { name: 'new_password', id: 'recovery-new-password' },
] as const;

export function RecoveryForm({
  locale,
  words,
  errorSummaryTitle,
  passwordField,
  path,
}: {
  locale: Locale;
  words: PlainWords<'recoveryForm'>;
  errorSummaryTitle: string;
  passwordField?: PasswordFieldText;
  /** The form's address (its permalink without JavaScript). */
  path: string;
}) {
  const { state: session, store } = useSession();
  const [requested, requestCode, requesting] = useActionState(requestCodeAction, initialActionState, path);
  const [reset, resetPassword, resetting] = useActionState(resetPasswordAction, initialActionState, path);
  const localeField = <LocaleField locale={locale} />;
  // "Use another e-mail" holds until the next code request answers.
  const [changeAt, setChangeAt] = useState(-1);
  const changingEmail = changeAt === requested.submission;

  useEffect(() => {
    if (requested.receipt) store.setOtpEmail(requested.values.email ?? '');
  }, [requested, store]);

  // Without JavaScript the store never learns the address: the accepted request itself moves the form on, and a
  // refused reset (a plain post that knows only its own state) keeps it from the address it carried.
  const otpEmail = session.otpEmail || (requested.receipt ? requested.values.email : '') || reset.values.email || '';
  // The code fits only the request that asked for it: without its id (a fresh page) the address is asked again.
  const recoveryId = (requested.receipt ? requested.values.recovery_id : '') || reset.values.recovery_id || '';
  if (!otpEmail || !recoveryId || changingEmail) {
    return (
      <form action={requestCode} className={styles.form} noValidate>
        <ErrorSummary state={requested} fields={EMAIL_FIELDS} title={errorSummaryTitle} />
        {localeField}
        <TextField
          id="recovery-email"
          label={words.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          hint={words.emailHint}
          defaultValue={requested.values.email || otpEmail}
          key={`email-${requested.submission}`}
          error={requested.fieldErrors.email}
        />
        <Button type="submit" fullWidth disabled={requesting} aria-disabled={requesting}>
          {requesting ? words.sending : words.sendCode}
        </Button>
      </form>
    );
  }

  const k = reset.submission;
  return (
    <form action={resetPassword} className={styles.form} noValidate>
      <p className={noticeStyles.notice} role="status">
        <SentenceWith sentence={words.codeSent} mark="{address}">
          <strong dir="ltr" className={styles.address}>
            {otpEmail}
          </strong>
        </SentenceWith>
      </p>
      <ErrorSummary state={reset} fields={RESET_FIELDS} title={errorSummaryTitle} />
      {localeField}
      <p>
        <SentenceWith sentence={words.noMessage} mark="{link}">
          {/* A link, so it works without JavaScript too (a fresh page asks for the address again). */}
          <Link
            href={path}
            onClick={(event) => {
              event.preventDefault();
              setChangeAt(requested.submission);
            }}
          >
            {words.useAnotherEmail}
          </Link>
        </SentenceWith>
      </p>
      <CodeStepFields
        id="recovery-code"
        label={words.codeLabel}
        state={reset}
        carried={{ email: otpEmail, recovery_id: recoveryId }}
      />
      <NewPasswordField
        id="recovery-new-password"
        label={words.newPassword}
        name="new_password"
        email={otpEmail}
        text={passwordField}
        error={reset.fieldErrors.new_password}
        key={`password-${k}`}
      />
      <Button type="submit" fullWidth disabled={resetting} aria-disabled={resetting}>
        {resetting ? words.saving : words.setNewPassword}
      </Button>
    </form>
  );
}
