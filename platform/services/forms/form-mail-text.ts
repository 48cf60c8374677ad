// The words of the mails about a public form (a support request, a scholarship application) in the sender's language:
// the acknowledgement with their reference and what happens next, and the subject of the office's reply. Nobody has
// proved they read the address a form names, so these mails greet no one by name and never repeat what was typed:
// the portal's sender must not carry a stranger's words to someone else's mailbox.
import type { Language } from '@/contract';

interface MailText {
  subject: string;
  lines: string[];
}

const DAY: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ur: new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const day = (language: Language, iso: string) => DAY[language].format(new Date(`${iso}T00:00:00Z`));

export function supportAcknowledgementMail(language: Language, reference: string): MailText {
  if (language === 'ur')
    return {
      subject: `آپ کی درخواست ہمیں مل گئی ہے (${reference})`,
      lines: [
        `شکریہ: آپ کی درخواست ہمیں مل گئی ہے۔ آپ کا حوالہ نمبر ${reference} ہے۔ اس بارے میں ہم سے رابطہ کرتے وقت یہ نمبر بتائیں۔`,
        'ہم زیادہ تر درخواستوں کا جواب دو کاروباری دنوں کے اندر ای میل یا فون پر دیتے ہیں۔ ہمارا جواب اسی پتے پر آئے گا، اور اس کے عنوان میں آپ کا حوالہ نمبر ہو گا۔',
        'اگر آپ نے یہ درخواست نہیں بھیجی تو اس ای میل کو نظر انداز کر دیں۔',
      ],
    };
  return {
    subject: `We received your request (${reference})`,
    lines: [
      `Thank you: we received your request. Your reference is ${reference}. Quote it when you contact us about this.`,
      'We answer most requests within two working days, by e-mail or phone. Our reply comes to this address with your reference in its subject.',
      'If you did not send this request, ignore this e-mail.',
    ],
  };
}

export interface AppliedIntake {
  name: string;
  /** ISO date by which every applicant hears. */
  decisionsBy: string;
}

export function scholarshipAcknowledgementMail(language: Language, reference: string, intake: AppliedIntake): MailText {
  const decisionsBy = day(language, intake.decisionsBy);
  if (language === 'ur')
    return {
      subject: `آپ کی اسکالرشپ کی درخواست ہمیں مل گئی ہے (${reference})`,
      lines: [
        `شکریہ: ${intake.name} کے لیے آپ کی درخواست ہمیں مل گئی ہے۔ آپ کا حوالہ نمبر ${reference} ہے۔ اس بارے میں ہم سے رابطہ کرتے وقت یہ نمبر بتائیں۔`,
        `ہم آخری تاریخ کے بعد ہر درخواست کا جائزہ لیتے ہیں اور فیصلہ جو بھی ہو، ${decisionsBy} تک آپ کو اسی پتے پر ای میل کے ذریعے بتا دیتے ہیں۔`,
        'اگر آپ نے یہ درخواست نہیں بھیجی تو اس ای میل کو نظر انداز کر دیں۔',
      ],
    };
  return {
    subject: `We received your scholarship application (${reference})`,
    lines: [
      `Thank you: we received your application for the ${intake.name}. Your reference is ${reference}. Quote it when you contact us about this.`,
      `We review every application after the closing date and write to you at this address either way by ${decisionsBy}.`,
      'If you did not send this application, ignore this e-mail.',
    ],
  };
}

/**
 * The office's reply as mailed: the sender's reference in the subject (so their mail program and our staff match it),
 * the words staff wrote, and how to write again.
 */
export function replyMail(language: Language, reference: string, body: string): { subject: string; body: string } {
  if (language === 'ur')
    return {
      subject: `آپ کی درخواست ${reference} کا جواب`,
      body: `${body}\n\n—\nآپ کا حوالہ نمبر ${reference} ہے۔ ہمیں دوبارہ لکھنے کے لیے ہماری ویب سائٹ کا مدد کا صفحہ استعمال کریں اور یہ نمبر بتائیں۔`,
    };
  return {
    subject: `Re: your request ${reference}`,
    body: `${body}\n\n—\nYour reference is ${reference}. To write to us again, use the support page of our website and quote it.`,
  };
}
