// The e-mail a learner gets when staff record money sent back: how much, for what, how and the reference to look for
// on their statement; in their account's language.
import { formatRupees, PAYMENT_METHOD_LABEL, type Language, type Money, type PaymentMethod } from '@/contract';

export interface RefundFacts {
  programme: string;
  semester: number;
  amount: Money;
  method: PaymentMethod;
  reference: string;
}

const URDU_METHOD: Record<PaymentMethod, string> = {
  card: 'ڈیبٹ یا کریڈٹ کارڈ',
  jazzcash: 'JazzCash والیٹ',
  easypaisa: 'Easypaisa والیٹ',
  bank_transfer: 'بینک ٹرانسفر یا Raast',
};

export function refundRecordedMail(language: Language, facts: RefundFacts): { subject: string; lines: string[] } {
  const amount = formatRupees(facts.amount, language);
  if (language === 'ur')
    return {
      subject: `${facts.programme} کے لیے ${amount} واپس بھیج دیے گئے`,
      lines: [
        `${facts.programme}، سمسٹر ${facts.semester} کی ادائیگی میں سے ${amount} ${URDU_METHOD[facts.method]} کے ذریعے واپس بھیج دیے گئے ہیں۔`,
        `حوالہ: ${facts.reference}`,
        'آپ کے بینک کے لحاظ سے رقم پہنچنے میں چند کاروباری دن لگ سکتے ہیں۔',
      ],
    };
  return {
    subject: `${amount} sent back for ${facts.programme}`,
    lines: [
      `We have sent back ${amount} of your payment for ${facts.programme}, semester ${facts.semester}, by ${PAYMENT_METHOD_LABEL[facts.method]}.`,
      `Reference: ${facts.reference}`,
      'Depending on your bank it can take a few working days to arrive.',
    ],
  };
}
