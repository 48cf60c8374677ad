// The words of the mails an e-mail address change sends, in the recipient's language: English, or Urdu in the
// portal's polite register (docs/urdu-glossary.md). The code and the link stand on their own lines or left to right.
import { EMAIL_CHANGE_REVERT_DAYS, type Language } from '@/contract';
import { greetingLine, mailBody } from '../auth/account-mail-text';

interface Mail {
  subject: string;
  text: string;
}

const SUBJECT_CONFIRM: Record<Language, string> = {
  en: 'Confirm your new e-mail address',
  ur: 'اپنے نئے ای میل پتے کی تصدیق کریں',
};

/** To the new address: the code that makes it the account's. */
export function emailChangeCodeMail(language: Language, code: string): Mail {
  const lines =
    language === 'ur'
      ? [
          `آپ کا تصدیقی کوڈ ${code} ہے۔ اسے اپنا Learner Portal پتہ بنانے کے لیے "میرا اکاؤنٹ" کے صفحے پر لکھیں۔ یہ 30 منٹ تک کارآمد ہے۔`,
          'اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں: کوڈ کے بغیر کچھ نہیں بدلتا۔',
        ]
      : [
          `Your confirmation code is ${code}. Enter it on the My account page to make this your Learner Portal address. It is valid for 30 minutes.`,
          'If you did not ask for this, ignore this e-mail: nothing changes without the code.',
        ];
  return { subject: SUBJECT_CONFIRM[language], text: mailBody(greetingLine(language, null), { lines }) };
}

/** To a new address another account already has, in that account's language: nothing was changed. */
export function emailTakenMail(language: Language): Mail {
  const lines =
    language === 'ur'
      ? [
          'کسی نے ایک Learner Portal اکاؤنٹ کو اس ای میل پتے پر منتقل کرنے کو کہا۔ یہ پتہ پہلے سے ایک اکاؤنٹ کا ہے، اس لیے کچھ تبدیل نہیں ہوا۔',
          'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
        ]
      : [
          'Someone asked to move a Learner Portal account to this e-mail address. It already belongs to an account, so nothing was changed.',
          'If this was not you, ignore this e-mail.',
        ];
  return { subject: SUBJECT_CONFIRM[language], text: mailBody(greetingLine(language, null), { lines }) };
}

/** To the old address once changed: the way back, a link to the undo page in the account's language. */
export function emailChangedMail(language: Language, name: string, newEmail: string, link: string): Mail {
  const lines =
    language === 'ur'
      ? [
          `آپ کے Learner Portal اکاؤنٹ کا ای میل پتہ اس پتے سے بدل کر ${newEmail} کر دیا گیا ہے۔`,
          `اگر یہ آپ نہیں تھے تو ${EMAIL_CHANGE_REVERT_DAYS} دن کے اندر یہ لنک کھولیں: اس سے یہ پتہ واپس آ جائے گا اور ہر ڈیوائس سے سائن آؤٹ ہو جائے گا۔\n${link}`,
          'پھر سائن اِن کے صفحے پر "پاس ورڈ بھول گئے؟" سے نیا پاس ورڈ رکھیں۔',
        ]
      : [
          `The e-mail address of your Learner Portal account was changed from this address to ${newEmail}.`,
          `If this was not you, open this link within ${EMAIL_CHANGE_REVERT_DAYS} days: it puts this address back and signs every device out.\n${link}`,
          'Then set a new password with "Forgot your password?" on the sign-in page.',
        ];
  return {
    subject: language === 'ur' ? 'آپ کا ای میل پتہ بدل دیا گیا ہے' : 'Your e-mail address was changed',
    text: mailBody(greetingLine(language, name), { lines }),
  };
}
