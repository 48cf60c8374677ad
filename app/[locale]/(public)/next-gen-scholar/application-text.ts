// The scholarship application's words in one language, resolved on the server: the browser gets strings, never a
// catalogue.
import 'server-only';
import type { CountText } from '@/components/ui/character-count';
import { phoneFieldText, type PhoneFieldText } from '@/lib/forms/phone-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { requestFormText } from '../support/support-text';

export interface ApplicationFormText {
  errorSummaryTitle: string;
  requiredNote: string;
  intake: string;
  intakePlaceholder: string;
  intakeHint: string;
  programme: string;
  programmePlaceholder: string;
  fullName: string;
  email: string;
  emailHint: string;
  dateOfBirth: string;
  dateOfBirthHint: string;
  phone: string;
  guardian: string;
  guardianHint: string;
  guardianName: string;
  guardianPhone: string;
  school: string;
  city: string;
  statement: string;
  send: string;
  sending: string;
  receiptTitle: string;
  receiptBody: string;
  /** The form's address (its permalink without JavaScript). */
  path: string;
  /** Given on pages in another language than English only (the components' own English otherwise). */
  reference?: string;
  count?: CountText;
  phoneField?: PhoneFieldText;
}

export function applicationFormText(locale: Locale): ApplicationFormText {
  const t = translator(locale, 'scholarship');
  return {
    errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
    requiredNote: t('requiredNote'),
    intake: t('intake'),
    intakePlaceholder: t('intakePlaceholder'),
    intakeHint: t('intakeHint'),
    programme: t('programme'),
    programmePlaceholder: t('programmePlaceholder'),
    fullName: t('fullName'),
    email: t('email'),
    emailHint: t('emailHint'),
    dateOfBirth: t('dateOfBirth'),
    dateOfBirthHint: t('dateOfBirthHint'),
    phone: t('phone'),
    guardian: t('guardian'),
    guardianHint: t('guardianHint'),
    guardianName: t('guardianName'),
    guardianPhone: t('guardianPhone'),
    school: t('school'),
    city: t('city'),
    statement: t('statement'),
    send: t('send'),
    sending: translator(locale, 'support')('sending'),
    receiptTitle: t('receiptTitle'),
    receiptBody: t('receiptBody'),
    path: localePath(locale, '/next-gen-scholar'),
    ...requestFormText(locale),
    phoneField: phoneFieldText(locale),
  };
}
