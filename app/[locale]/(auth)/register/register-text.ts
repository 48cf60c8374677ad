// The sign-up form's words in one language, resolved on the server: the browser gets strings, never a catalogue.
import { passwordFieldText, type PasswordFieldText } from '@/lib/forms/password-field-text';
import { phoneFieldText, type PhoneFieldText } from '@/lib/forms/phone-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface RegisterText {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  createAccount: string;
  sendingCode: string;
  /** With {address}. */
  messageSentTo: string;
  codeLabel: string;
  confirming: string;
  confirmAndCreate: string;
  wrongAddress: string;
  useAnotherEmail: string;
  errorSummaryTitle: string;
  phoneField?: PhoneFieldText;
  passwordField?: PasswordFieldText;
  /** The form's address (its permalink without JavaScript). */
  path: string;
}

export function registerText(locale: Locale): RegisterText {
  const t = translator(locale, 'auth');
  const forms = translator(locale, 'forms');
  return {
    fullName: t('fullName'),
    email: t('email'),
    phone: t('phoneOptional'),
    password: t('password'),
    createAccount: t('createAccountButton'),
    sendingCode: t('sendingCode'),
    messageSentTo: t('messageSentTo', { address: '{address}' }),
    codeLabel: forms('codeLabel'),
    confirming: t('confirming'),
    confirmAndCreate: t('confirmAndCreate'),
    wrongAddress: t('wrongAddress'),
    useAnotherEmail: t('useAnotherEmailButton'),
    errorSummaryTitle: forms('errorSummaryTitle'),
    phoneField: phoneFieldText(locale),
    passwordField: passwordFieldText(locale),
    path: localePath(locale, '/register'),
  };
}
