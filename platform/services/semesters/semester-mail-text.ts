// The words of the mails about later semesters (a payment reminder, a withdrawal asked for, its refund sent) in the
// learner's language: the one their account was made in. Urdu in the portal's polite register
// (docs/urdu-glossary.md), amounts as "85,000 روپے", dates in ur-PK; programme, semester and term names stay as the
// platform holds them.
import { formatRupees, type Language, type Money } from '@/contract';

const DAY: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ur: new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const day = (language: Language, iso: string) => DAY[language].format(new Date(`${iso}T00:00:00Z`));

interface MailText {
  subject: string;
  /** The lines under the greeting. */
  lines: string[];
}

export interface DueSemester {
  programme: string;
  number: number;
  name: string;
  term: { name: string; startsOn: string };
  fee: Money;
  dueOn: string;
  /** The dashboard, in the mail's language. */
  dashboardUrl: string;
}

export function semesterReminderMail(language: Language, semester: DueSemester): MailText {
  const { programme, number, name, term, dashboardUrl } = semester;
  const [starts, due, fee] = [
    day(language, term.startsOn),
    day(language, semester.dueOn),
    formatRupees(semester.fee, language),
  ];
  if (language === 'ur')
    return {
      subject: `${programme} کا سمسٹر ${number}: ${due} تک ادائیگی کریں`,
      lines: [
        `${programme} کا سمسٹر ${number} (${name}) ${starts} کو شروع ہو رہا ہے (${term.name})۔`,
        `اس کی فیس، ${fee}، ${due} تک واجب الادا ہے، یعنی اس کے شروع ہونے سے ایک دن پہلے۔`,
        '',
        `اپنے ڈیش بورڈ سے ادائیگی کریں: ${dashboardUrl}`,
        '',
        'جو سمسٹر ادائیگی کے بغیر شروع ہو وہ LMS میں بند رہتا ہے؛ جن سمسٹر کی آپ نے ادائیگی کی ہے وہ کھلے رہتے ہیں۔',
      ],
    };
  return {
    subject: `Semester ${number} of ${programme}: pay by ${due}`,
    lines: [
      `Semester ${number} (${name}) of ${programme} starts on ${starts} (${term.name}).`,
      `Its fee, ${fee}, is due by ${due}, the day before it starts.`,
      '',
      `Pay from your dashboard: ${dashboardUrl}`,
      '',
      'A semester that starts unpaid stays closed in the LMS; the semesters you paid for stay open.',
    ],
  };
}

export interface WithdrawalFacts {
  programme: string;
  semester: number;
  /** The sum of what goes back, to the payments these receipts name (one per semester paid for). */
  refund: Money;
  receiptNumbers: string[];
}

export function withdrawalRequestedMail(language: Language, facts: WithdrawalFacts): MailText {
  const { programme, semester, receiptNumbers } = facts;
  const refund = formatRupees(facts.refund, language);
  if (language === 'ur')
    return {
      subject: `${programme} سے آپ کی دستبرداری`,
      lines: [
        `ہمیں ${programme} سے، سمسٹر ${semester} سے آگے، دستبرداری کی آپ کی درخواست موصول ہو گئی ہے۔`,
        `شرائط کے مطابق ${refund} اسی طریقے پر واپس جائیں گے جس سے آپ نے ادائیگی کی تھی${receiptNumbers.length ? ` (رسید ${receiptNumbers.join('، ')})` : ''}۔ رقم بھیجے جانے پر ہم آپ کو دوبارہ ای میل کریں گے۔`,
      ],
    };
  return {
    subject: `Your withdrawal from ${programme}`,
    lines: [
      `We have your request to withdraw from ${programme} from semester ${semester}.`,
      `Under the Terms, ${refund} goes back to the method you paid with${receiptNumbers.length ? ` (${receiptNumbers.length > 1 ? 'receipts' : 'receipt'} ${receiptNumbers.join(', ')})` : ''}. We e-mail you again once it is sent.`,
    ],
  };
}

export function refundSentMail(language: Language, facts: WithdrawalFacts): MailText {
  const { programme, semester } = facts;
  const refund = formatRupees(facts.refund, language);
  if (language === 'ur')
    return {
      subject: `${programme} کے لیے آپ کی رقم واپس بھیج دی گئی`,
      lines: [
        `${programme}، سمسٹر ${semester} کے لیے آپ کی ${refund} کی رقم اسی طریقے پر واپس بھیج دی گئی ہے جس سے آپ نے ادائیگی کی تھی۔`,
        'آپ کے بینک کے لحاظ سے رقم پہنچنے میں چند کاروباری دن لگ سکتے ہیں۔',
      ],
    };
  return {
    subject: `Your refund for ${programme} has been sent`,
    lines: [
      `Your refund of ${refund} for ${programme}, semester ${semester}, has been sent to the method you paid with.`,
      'Depending on your bank it can take a few working days to arrive.',
    ],
  };
}
