// The support form's words in one language, resolved on the server: the browser gets strings, never a catalogue.
import 'server-only';
import type { SupportTopic } from '@/contract';
import type { CountText } from '@/components/ui/character-count';
import { phoneFieldText, type PhoneFieldText } from '@/lib/forms/phone-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface SupportFormText {
  errorSummaryTitle: string;
  requiredNote: string;
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  topic: string;
  topicPlaceholder: string;
  topics: ReadonlyArray<{ value: SupportTopic; label: string }>;
  message: string;
  send: string;
  sending: string;
  receiptTitle: string;
  receiptBody: string;
  sendAnother: string;
  /** The form's address (its permalink without JavaScript). */
  path: string;
  /** Given on pages in another language than English only (the components' own English otherwise). */
  reference?: string;
  count?: CountText;
  phoneField?: PhoneFieldText;
}

/** The request form's shared words (the reference line, the character count) in `locale`; none for English. */
export function requestFormText(locale: Locale): { reference?: string; count?: CountText } {
  if (locale === 'en') return {};
  const t = translator(locale, 'support');
  return {
    reference: t('reference', { reference: '{reference}' }),
    count: {
      upTo: t('countUpTo', { limit: '{limit}' }),
      of: t('countOf', { length: '{length}', limit: '{limit}' }),
      over: t('countOver', { length: '{length}', limit: '{limit}', excess: '{excess}' }),
      tooMany: t('countTooMany', { count: '{count}' }),
      left: t('countLeft', { count: '{count}' }),
      withinAgain: t('countWithinAgain'),
      withinAgainLeft: t('countWithinAgainLeft', { count: '{count}' }),
    },
  };
}

export function supportFormText(locale: Locale): SupportFormText {
  const t = translator(locale, 'support');
  return {
    errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
    requiredNote: t('requiredNote'),
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    topic: t('topic'),
    topicPlaceholder: t('topicPlaceholder'),
    topics: [
      { value: 'admissions', label: t('topicAdmissions') },
      { value: 'payments', label: t('topicPayments') },
      { value: 'kyc', label: t('topicKyc') },
      { value: 'scholarships', label: t('topicScholarships') },
      { value: 'technical', label: t('topicTechnical') },
      { value: 'other', label: t('topicOther') },
    ],
    message: t('message'),
    send: t('send'),
    sending: t('sending'),
    receiptTitle: t('receiptTitle'),
    receiptBody: t('receiptBody'),
    sendAnother: t('sendAnother'),
    path: localePath(locale, '/support'),
    ...requestFormText(locale),
    phoneField: phoneFieldText(locale),
  };
}
