// The sign-in form's words in one language, resolved on the server: the browser gets strings, never a catalogue.
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface LoginText {
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  errorSummaryTitle: string;
  forgotPassword: string;
  forgotPasswordHref: string;
  /** The form's address (its permalink without JavaScript). */
  path: string;
}

export function loginText(locale: Locale): LoginText {
  const t = translator(locale, 'auth');
  return {
    email: t('email'),
    password: t('password'),
    signIn: t('signIn'),
    signingIn: t('signingIn'),
    errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
    forgotPassword: t('forgotPassword'),
    forgotPasswordHref: localePath(locale, '/forgot-password'),
    path: localePath(locale, '/login'),
  };
}
