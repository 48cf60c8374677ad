// The e-mail a learner who paid for an intake gets when it is cancelled: it will not run, what they paid is owed back
// in full and staff will send it (the refund's own mail then says when and with which reference), in their account's
// language. Urdu in the portal's polite register (docs/urdu-glossary.md).
import { formatRupees, type Language, type Money } from '@/contract';
import type { MailText } from '../auth/account-mail-text';

export interface CancelledIntakeFacts {
  /** The programme and the intake by their names in the mail's language. */
  programme: string;
  intake: string;
  /** The order that paid the intake's first semester. */
  orderReference: string;
  /** What was paid, owed back in full. */
  owed: Money;
}

export function intakeCancelledMail(language: Language, facts: CancelledIntakeFacts): MailText {
  const owed = formatRupees(facts.owed, language);
  const { programme, intake, orderReference } = facts;
  if (language === 'ur')
    return {
      subject: `${programme} کا ${intake} داخلہ منسوخ: ${owed} آپ کو واپس کیے جائیں گے`,
      lines: [
        `ہمیں افسوس ہے: ${programme} کا ${intake} داخلہ منسوخ کر دیا گیا ہے اور یہ شروع نہیں ہو گا۔`,
        `آپ نے آرڈر ${orderReference} کے لیے ${owed} ادا کیے تھے۔ یہ پوری رقم آپ کو واپس کی جائے گی؛ اس کے لیے آپ کو کوئی درخواست دینے کی ضرورت نہیں۔`,
        'ہمارا عملہ یہ رقم آپ کو واپس بھیجے گا اور بھیجنے کے بعد اس کا حوالہ آپ کو ای میل کرے گا۔',
        'آپ کی رسید برقرار رہے گی، اور آپ کسی دوسرے داخلے میں اندراج کر سکتے ہیں۔',
      ],
    };
  return {
    subject: `${intake} intake of ${programme} cancelled: ${owed} will be refunded`,
    lines: [
      `We are sorry: the ${intake} intake of ${programme} has been cancelled and will not run.`,
      `You paid ${owed} for order ${orderReference}. All of it is owed back to you; you do not need to ask for it.`,
      'Our staff will send it back to you and e-mail you its reference when they have.',
      'Your receipt stays valid, and you may enrol in another intake.',
    ],
  };
}
