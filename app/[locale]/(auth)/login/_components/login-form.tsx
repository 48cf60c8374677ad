'use client';
// The sign-in form: errors in the summary and at the field, the e-mail kept (or filled in after a password reset),
// the password never sent back. Its words come from the page, in the page's language.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { signInAction } from '../actions';
import type { LoginText } from '../login-text';
import styles from '../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'email', id: 'login-email' },
  { name: 'password', id: 'login-password' },
] as const;

export function LoginForm({
  next,
  locale,
  text,
  defaultEmail,
}: {
  next: string | null;
  locale: Locale;
  text: LoginText;
  defaultEmail?: string;
}) {
  const [state, action, pending] = useActionState(
    signInAction,
    initialActionState,
    next ? `${text.path}?next=${encodeURIComponent(next)}` : text.path,
  );
  const errors = state.fieldErrors;
  return (
    <form action={action} className={styles.form} noValidate>
      {/* A wait is no dead end: recovery is never limited by sign-in attempts. */}
      <ErrorSummary
        state={state}
        fields={FIELDS}
        title={text.errorSummaryTitle}
        help={state.limited ? <Link href={text.forgotPasswordHref}>{text.forgotPassword}</Link> : undefined}
      />
      <LocaleField locale={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField
        id="login-email"
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={state.values.email ?? defaultEmail}
        key={`email-${state.submission}`}
        error={errors.email}
      />
      <TextField
        id="login-password"
        label={text.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? text.signingIn : text.signIn}
      </Button>
    </form>
  );
}
