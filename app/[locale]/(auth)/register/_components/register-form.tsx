'use client';
// The sign-up form: details first (the password judged as it is typed), then the 6-digit code from the
// e-mail. On an error everything but the password stays; the details, and the id of this sign-up that the
// code must come back with, ride along as hidden fields. Its words are the catalogue's `registerForm` namespace in the
// page's language.
import { useActionState, useEffect, useRef } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { CodeStepFields } from '@/components/ui/code-step-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { WrongAddress } from '@/components/ui/wrong-address';
import { initialActionState } from '@/lib/forms/action-state';
import type { PhoneFieldText } from '@/lib/forms/phone-field-text';
import type { PasswordFieldText } from '@/lib/forms/password-field-text';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { registerAction, type RegisterState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'full_name', id: 'register-name' },
  { name: 'email', id: 'register-email' },
  { name: 'phone', id: 'register-phone' },
  { name: 'password', id: 'register-password' },
] as const;
const CODE_FIELDS = [{ name: 'code', id: 'register-code' }] as const;

const initialState: RegisterState = initialActionState;

export function RegisterForm({
  next,
  locale,
  words,
  errorSummaryTitle,
  phoneField,
  passwordField,
  path,
  defaultCountry,
}: {
  next: string | null;
  locale: Locale;
  words: PlainWords<'registerForm'>;
  errorSummaryTitle: string;
  phoneField?: PhoneFieldText;
  passwordField?: PasswordFieldText;
  /** The form's address (its permalink without JavaScript). */
  path: string;
  defaultCountry: string;
}) {
  const [state, action, pending] = useActionState(registerAction, initialState, path);
  const { values, fieldErrors: errors, submission: k } = state;
  const nextField = (
    <>
      <LocaleField locale={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
    </>
  );
  // The details form gives way to the code step: focus goes to what it says, not back to <body>.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const codeStep = Boolean(state.receipt);
  useEffect(() => {
    if (codeStep) focusIfLost(noticeRef.current);
  }, [codeStep]);

  if (state.receipt) {
    return (
      <form action={action} className={styles.form} noValidate>
        <p ref={noticeRef} tabIndex={-1} className={noticeStyles.notice} role="status">
          {state.receipt.message}
        </p>
        <ErrorSummary state={state} fields={CODE_FIELDS} title={errorSummaryTitle} />
        {nextField}
        <CodeStepFields
          id="register-code"
          label={words.codeLabel}
          sentTo={{ sentence: words.messageSentTo, address: values.email }}
          state={state}
          carried={{
            full_name: values.full_name,
            email: values.email,
            phone: values.phone,
            phoneCountry: values.phoneCountry,
            registration_id: values.registration_id,
          }}
        />
        {/* First submit button in the form, so Enter in the code field confirms. */}
        <Button type="submit" name="intent" value="confirm" fullWidth disabled={pending} aria-disabled={pending}>
          {pending ? words.confirming : words.confirmAndCreate}
        </Button>
        <WrongAddress label={words.useAnotherEmail} lead={words.wrongAddress} />
      </form>
    );
  }

  return (
    <form action={action} className={styles.form} noValidate>
      <ErrorSummary state={state} fields={FIELDS} title={errorSummaryTitle} />
      {nextField}
      <TextField
        id="register-name"
        label={words.fullName}
        name="full_name"
        autoComplete="name"
        required
        defaultValue={values.full_name}
        key={`name-${k}`}
        error={errors.full_name}
      />
      <TextField
        id="register-email"
        label={words.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        key={`email-${k}`}
        error={errors.email}
      />
      <PhoneField
        key={`phone-${k}`}
        id="register-phone"
        name="phone"
        label={words.phone}
        locale={locale}
        text={phoneField}
        defaultCountry={values.phoneCountry || defaultCountry}
        defaultValue={values.phone}
        error={errors.phone}
        preferredCountries={['PK']}
      />
      <NewPasswordField
        id="register-password"
        label={words.password}
        name="password"
        text={passwordField}
        error={errors.password}
        key={`password-${k}`}
      />
      <Button type="submit" name="intent" value="register" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? words.sendingCode : words.createAccount}
      </Button>
    </form>
  );
}
