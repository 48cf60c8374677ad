// The words of the mails about an account, in the learner's language: English, or Urdu in the portal's polite register
// (docs/urdu-glossary.md). The code stands on its own, digits only, in both.
import type { Language } from '@/contract';

/** Whom the mail greets: the name only where its address is confirmed (see greeting() in ./notify.ts). */
export const greetingLine = (language: Language, name: string | null) =>
  language === 'ur' ? (name ? `السلام علیکم ${name}،` : 'السلام علیکم،') : name ? `Hello ${name},` : 'Hello,';

export interface MailText {
  subject: string;
  lines: string[];
}

export function registrationCodeMail(language: Language, code: string): MailText {
  if (language === 'ur')
    return {
      subject: 'اپنے ای میل پتے کی تصدیق کریں',
      lines: [
        `آپ کا تصدیقی کوڈ ${code} ہے۔ اپنا Learner Portal اکاؤنٹ بنانا مکمل کرنے کے لیے یہ کوڈ اکاؤنٹ بنانے کے صفحے پر لکھیں۔ یہ 30 منٹ تک کارآمد ہے۔`,
        'اگر آپ نے اکاؤنٹ بنانے کی کوشش نہیں کی تو اس ای میل کو نظر انداز کر دیں: کوڈ کے بغیر کوئی اکاؤنٹ نہیں بنتا۔',
      ],
    };
  return {
    subject: 'Confirm your e-mail address',
    lines: [
      `Your confirmation code is ${code}. Enter it on the sign-up page to finish creating your Learner Portal account. It is valid for 30 minutes.`,
      'If you did not sign up, ignore this e-mail: no account is created without the code.',
    ],
  };
}

export function alreadyRegisteredMail(language: Language): MailText {
  if (language === 'ur')
    return {
      subject: 'آپ کا اکاؤنٹ پہلے سے موجود ہے',
      lines: [
        'کسی نے، غالباً آپ نے، ابھی اس ای میل پتے سے Learner Portal اکاؤنٹ بنانے کی کوشش کی۔ اس پتے پر پہلے سے اکاؤنٹ موجود ہے، اس لیے کچھ تبدیل نہیں ہوا۔',
        'اپنے پاس ورڈ سے سائن اِن کریں۔ اگر آپ پاس ورڈ بھول گئے ہیں تو سائن اِن کے صفحے پر "پاس ورڈ بھول گئے؟" سے، ای میل پر آنے والے کوڈ کے ذریعے، نیا پاس ورڈ رکھیں۔',
        'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
      ],
    };
  return {
    subject: 'You already have an account',
    lines: [
      'Someone, probably you, just tried to create a Learner Portal account with this e-mail address. It already has an account, so nothing was changed.',
      'Sign in with your password. If you forgot it, use "Forgot your password?" on the sign-in page to set a new one with a code we e-mail you.',
      'If this was not you, ignore this e-mail.',
    ],
  };
}

export function recoveryCodeMail(language: Language, code: string): MailText {
  if (language === 'ur')
    return {
      subject: 'پاس ورڈ کی بحالی کا کوڈ',
      lines: [
        `پاس ورڈ کی بحالی کے لیے آپ کا کوڈ ${code} ہے۔ یہ 10 منٹ تک کارآمد ہے۔`,
        'اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
      ],
    };
  return {
    subject: 'Your password recovery code',
    lines: [
      `Your password recovery code is ${code}. It is valid for 10 minutes.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  };
}

export function passwordChangedMail(language: Language): MailText {
  if (language === 'ur')
    return {
      subject: 'آپ کا پاس ورڈ بدل دیا گیا ہے',
      lines: [
        'آپ کے Learner Portal اکاؤنٹ کا پاس ورڈ ابھی بدلا گیا ہے، اور ہر ڈیوائس سے سائن آؤٹ کر دیا گیا ہے۔',
        'اگر یہ آپ نے نہیں کیا تو فوراً سائن اِن کے صفحے پر "پاس ورڈ بھول گئے؟" سے نیا پاس ورڈ رکھیں۔',
      ],
    };
  return {
    subject: 'Your password was changed',
    lines: [
      'The password of your Learner Portal account was just changed, and every device was signed out.',
      'If this was not you, use "Forgot your password?" on the sign-in page right away to set a new one.',
    ],
  };
}

/** The account was closed: what was deleted, what the law keeps, and a bank transfer still with staff. */
export function accountClosedMail(language: Language, { transferAwaiting }: { transferAwaiting: boolean }): MailText {
  if (language === 'ur')
    return {
      subject: 'آپ کا اکاؤنٹ بند کر دیا گیا ہے',
      lines: [
        'آپ کا Learner Portal اکاؤنٹ ابھی بند کر دیا گیا ہے، اور ہر ڈیوائس سے سائن آؤٹ کر دیا گیا ہے۔',
        [
          'حذف کر دیا گیا: اکاؤنٹ پر آپ کا نام، فون اور پتہ، آپ کی شناختی تصاویر اور تفصیلات، آپ کی سپورٹ درخواستیں اور اسکالرشپ کی درخواستیں۔',
          'قانون کے مطابق چھ سال تک محفوظ: آپ کے آرڈر، ادائیگیاں اور رسیدیں، ایک گمنام اکاؤنٹ کے تحت۔',
        ].join('\n'),
        ...(transferAwaiting
          ? [
              'آپ کی بھیجی ہوئی ایک بینک ٹرانسفر ابھی ہمارے عملے کے پاس ہے؛ اگر وہ اس کی تصدیق کریں تو رقم آپ کو واپس کر دی جائے گی۔',
            ]
          : []),
        'آپ کسی بھی وقت اسی پتے سے دوبارہ سائن اپ کر سکتے ہیں؛ وہ ایک نیا اکاؤنٹ ہوگا۔',
      ],
    };
  return {
    subject: 'Your account is closed',
    lines: [
      'Your Learner Portal account was closed just now, and every device was signed out.',
      [
        'Deleted: your name, phone and address on the account, your identity photos and details, your support requests and scholarship applications.',
        'Kept for six years, as the law requires: your orders, payments and receipts, under an anonymous account.',
      ].join('\n'),
      ...(transferAwaiting
        ? ['A bank transfer you sent is still with our staff; if they confirm it, the money is refunded.']
        : []),
      'You can sign up again with this address at any time; it will be a new account.',
    ],
  };
}

/** The mail's body: the greeting, then each paragraph, a blank line between. */
export const mailBody = (greeting: string, { lines }: Pick<MailText, 'lines'>) => [greeting, ...lines].join('\n\n');

/** A portal page's path in the mail's language: the portal serves Urdu pages under /ur. */
export const portalPathIn = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);
