'use client';
// The sign-in form: errors in the summary and at the field, the e-mail kept (or filled in after a password reset),
// the password never sent back. Its words are the catalogue's `loginForm` namespace in the page's language.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { signInAction } from '../actions';
import styles from '../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'email', id: 'login-email' },
  { name: 'password', id: 'login-password' },
] as const;

export function LoginForm({
  next,
  locale,
  words,
  errorSummaryTitle,
  path,
  forgotPasswordHref,
  defaultEmail,
}: {
  next: string | null;
  locale: Locale;
  words: PlainWords<'loginForm'>;
  errorSummaryTitle: string;
  /** The form's address (its permalink without JavaScript). */
  path: string;
  forgotPasswordHref: string;
  defaultEmail?: string;
}) {
  const [state, action, pending] = useActionState(
    signInAction,
    initialActionState,
    next ? `${path}?next=${encodeURIComponent(next)}` : path,
  );
  const errors = state.fieldErrors;
  return (
    <form action={action} className={styles.form} noValidate>
      {/* A wait is no dead end: recovery is never limited by sign-in attempts. */}
      <ErrorSummary
        state={state}
        fields={FIELDS}
        title={errorSummaryTitle}
        help={state.limited ? <Link href={forgotPasswordHref}>{words.forgotPassword}</Link> : undefined}
      />
      <LocaleField locale={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField
        id="login-email"
        label={words.email}
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
        label={words.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? words.signingIn : words.signIn}
      </Button>
    </form>
  );
}
