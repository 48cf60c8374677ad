// The recovery form's words in one language, resolved on the server. The two sentences that carry a value (the
// address, the "use another e-mail" link) keep a {address} or {link} mark where the form puts it.
import { passwordFieldText, type PasswordFieldText } from '@/lib/forms/password-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface RecoveryText {
  email: string;
  emailHint: string;
  sendCode: string;
  sending: string;
  /** With {address}. */
  codeSent: string;
  /** With {link}. */
  noMessage: string;
  useAnotherEmail: string;
  codeLabel: string;
  newPassword: string;
  setNewPassword: string;
  saving: string;
  errorSummaryTitle: string;
  password?: PasswordFieldText;
  /** The form's address (its permalink without JavaScript). */
  path: string;
}

export function recoveryText(locale: Locale): RecoveryText {
  const t = translator(locale, 'auth');
  const forms = translator(locale, 'forms');
  return {
    email: t('email'),
    emailHint: t('recoveryEmailHint'),
    sendCode: t('sendCode'),
    sending: t('sending'),
    codeSent: t('codeSent', { address: '{address}' }),
    noMessage: t('noMessage', { link: '{link}' }),
    useAnotherEmail: t('useAnotherEmail'),
    codeLabel: forms('codeLabel'),
    newPassword: t('newPassword'),
    setNewPassword: t('setNewPassword'),
    saving: t('saving'),
    errorSummaryTitle: forms('errorSummaryTitle'),
    password: passwordFieldText(locale),
    path: localePath(locale, '/forgot-password'),
  };
}
