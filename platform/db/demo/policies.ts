// Demo privacy policy and terms (with the refund policy), as site content: editable in the platform like
// any other page. The refund section (id 'refunds') is also what checkout shows before anyone pays.
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import type { siteContent } from '../schema';

type SiteContentSeed = Omit<typeof siteContent.$inferInsert, 'updatedAt'>;

const CONTROLLER =
  'Learner Portal Education (Private) Limited, Office 14, 2nd Floor, Siddiq Trade Centre, 72 Main Boulevard, Gulberg II, Lahore 54660';

export const demoPolicies: SiteContentSeed[] = [
  {
    key: 'privacy',
    title: 'Privacy policy',
    body: [
      `This policy explains what personal data Learner Portal collects, why, who sees it and how long it is kept. The data is controlled by ${CONTROLLER}, Pakistan.`,
      'We collect only what we need to teach you, verify who you are, take your fees and answer you. We never sell personal data and never use it for advertising.',
    ],
    titleUr: 'رازداری کی پالیسی',
    bodyUr: [
      'یہ پالیسی بتاتی ہے کہ لرنر پورٹل کون سا ذاتی ڈیٹا جمع کرتا ہے، کیوں، اسے کون دیکھتا ہے اور اسے کتنی دیر رکھا جاتا ہے۔ اس ڈیٹا کا ذمہ دار ادارہ لرنر پورٹل ایجوکیشن (پرائیویٹ) لمیٹڈ، دفتر نمبر 14، دوسری منزل، صدیق ٹریڈ سینٹر، 72 مین بلیوارڈ، گلبرگ II، لاہور 54660، پاکستان ہے۔',
      'ہم صرف وہی جمع کرتے ہیں جو آپ کو پڑھانے، آپ کی شناخت کی تصدیق، آپ کی فیس لینے اور آپ کو جواب دینے کے لیے ضروری ہے۔ ہم ذاتی ڈیٹا کبھی فروخت نہیں کرتے اور اسے کبھی اشتہارات کے لیے استعمال نہیں کرتے۔',
    ],
    sectionsUr: [
      {
        id: 'what-we-collect',
        heading: 'ہم کیا جمع کرتے ہیں',
        body: [
          'آپ کا اکاؤنٹ: آپ کا نام، ای میل پتہ، فون نمبر اور پاس ورڈ، جسے ہم صرف یک طرفہ ہیش کی صورت میں محفوظ کرتے ہیں۔',
          'شناخت کی تصدیق (KYC): آپ کے شناختی کارڈ، نائیکوپ، ب فارم یا پاسپورٹ کی تصاویر اور ایک سیلفی، ان پر درج تفصیلات (نام، نمبر، تاریخِ پیدائش) کے ساتھ۔',
          'ادائیگیاں: رقم، طریقہ، تاریخ اور ادائیگی فراہم کنندہ کا حوالہ نمبر۔ کارڈ نمبر اور والیٹ کے PIN ادائیگی فراہم کنندہ کے پاس جاتے ہیں، ہمارے پاس کبھی نہیں۔',
          'وظیفے کی درخواستیں اور مدد کی درخواستیں: جو کچھ آپ فارم میں لکھتے ہیں، بشمول 18 سال سے کم عمر امیدواروں کے والدین یا سرپرست کا نام اور فون نمبر۔',
          'تکنیکی ڈیٹا: نیچے بیان کی گئی سائن اِن کوکیز، اور سرور لاگز جن میں آپ کا IP پتہ ہوتا ہے، جو حفاظت کے لیے رکھے جاتے ہیں۔',
        ],
      },
      {
        id: 'why',
        heading: 'ہم اسے کیوں استعمال کرتے ہیں',
        body: [
          'آپ کے کورسز چلانے، آپ کے قانونی نام سے سرٹیفکیٹ جاری کرنے، فیس لینے اور رقم واپس کرنے، وظائف کا فیصلہ کرنے، مدد کی درخواستوں کا جواب دینے، اور اکاؤنٹس اور ادائیگیوں کو دھوکا دہی سے محفوظ رکھنے کے لیے۔',
        ],
      },
      {
        id: 'identity-documents',
        heading: 'شناختی دستاویزات',
        body: [
          'دستاویزات کی تصاویر خفیہ کاری کے ساتھ محفوظ کی جاتی ہیں اور صرف ہماری تصدیقی ٹیم انہیں دیکھتی ہے۔ تصدیق کے فیصلے کے 90 دن بعد تصاویر حذف کر دی جاتی ہیں؛ فیصلہ خود اور سرٹیفکیٹ جاری کرنے کے لیے ضروری تفصیلات اس وقت تک رکھی جاتی ہیں جب تک آپ کا اکاؤنٹ موجود ہے۔ جو تصاویر آپ اپ لوڈ کریں مگر جمع نہ کرائیں، وہ ایک دن بعد حذف ہو جاتی ہیں۔',
        ],
      },
      {
        id: 'sharing',
        heading: 'ہم اسے کس کے ساتھ شیئر کرتے ہیں',
        body: [
          'ادائیگی فراہم کنندگان (کارڈ پروسیسر، جاز کیش، ایزی پیسہ) کو وہی ملتا ہے جو ادائیگی لینے کے لیے ضروری ہے۔ ہمارا ای میل فراہم کنندہ وہ پیغامات پہنچاتا ہے جو ہم آپ کو بھیجتے ہیں۔ ہم ڈیٹا حکام کو صرف اس وقت دیتے ہیں جب پاکستانی قانون اس کا تقاضا کرے۔',
        ],
      },
      {
        id: 'cookies',
        heading: 'کوکیز',
        body: [
          'ہم صرف نیچے درج کوکیز استعمال کرتے ہیں: یہ آپ کو سائن اِن رکھتی ہیں، اور کسی فارم یا انتخاب کو ایک صفحے سے اگلے صفحے تک لے جاتی ہیں۔ اشتہار یا نگرانی کی کوئی کوکیز نہیں ہیں۔',
        ],
      },
      {
        id: 'retention',
        heading: 'ہم اسے کتنی دیر رکھتے ہیں',
        body: [
          'اکاؤنٹ کا ڈیٹا: جب تک آپ کا اکاؤنٹ کھلا ہے، اور اسے بند کرنے کے 30 دن کے اندر حذف کر دیا جاتا ہے۔ ادائیگیوں کا ریکارڈ: چھ سال، جیسا کہ ٹیکس قانون کا تقاضا ہے۔ وظیفے کی درخواستیں اور مدد کی درخواستیں: دو سال۔',
        ],
      },
      {
        id: 'your-rights',
        heading: 'آپ کے اختیارات اور حقوق',
        body: [
          'آپ یہ سب خود، سائن اِن کر کے، میرا اکاؤنٹ کے صفحے پر کر سکتے ہیں: «میرا ڈیٹا ڈاؤن لوڈ کریں» سے اپنے ڈیٹا کی نقل لیں، «نام اور فون» اور «ای میل پتہ بدلیں» کے تحت اپنی تفصیلات درست کریں، اور «میرا اکاؤنٹ بند کریں» سے اپنا اکاؤنٹ بند اور حذف کریں (ادائیگیوں کا ریکارڈ قانون کے مطابق چھ سال رکھا جاتا ہے)۔ کوئی اور بات ہو، یا آپ سائن اِن نہ کر سکیں: support@learnerportal.pk پر لکھیں۔ ہم دو کاروباری دنوں میں جواب دیتے ہیں اور 30 دن کے اندر عمل کرتے ہیں۔',
        ],
      },
    ],
    sections: [
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        body: [
          'Your account: your name, e-mail address, phone number and a password, which we store only as a one-way hash.',
          'Identity verification (KYC): photos of your CNIC, NICOP, B-Form or passport and a selfie, with the details on them (name, number, date of birth).',
          'Payments: the amount, the method, the date and the payment provider’s reference. Card numbers and wallet PINs go to the payment provider, never to us.',
          'Scholarship applications and support requests: what you write in the form, including a parent’s or guardian’s name and phone number for applicants under 18.',
          'Technical data: the sign-in cookies described below, and server logs with your IP address, kept for security.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        body: [
          'To run your courses, issue certificates in your legal name, take fees and make refunds, decide on scholarships, answer support requests, and keep accounts and payments safe from fraud.',
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Identity documents',
        body: [
          'Document photos are stored encrypted and are seen only by our verification team. The photos are deleted 90 days after the verification decision; the decision itself and the details needed to issue certificates are kept while your account exists. Photos you upload but never submit are deleted after a day.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        body: [
          'Payment providers (card processor, JazzCash, Easypaisa) receive what they need to take a payment. Our e-mail provider delivers the messages we send you. We disclose data to authorities only when Pakistani law requires it.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: [
          'We use only the cookies listed below: they keep you signed in, and carry a form or a choice from one page to the next. There are no advertising or tracking cookies.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        body: [
          'Account data: while your account is open, and deleted within 30 days of closing it. Payment records: six years, as tax law requires. Scholarship applications and support requests: two years.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your choices and rights',
        body: [
          'You can do each of these yourself, signed in, on the My account page: get a copy of your data with Download my data, correct your details under Name and phone and Change e-mail address, and close your account and delete it with Close my account (payment records are kept six years, as the law requires). Anything else, or if you cannot sign in: write to support@learnerportal.pk. We answer within two working days and act within 30 days.',
        ],
      },
    ],
  },
  {
    key: 'terms',
    title: 'Terms of use and refund policy',
    body: [
      `These terms apply when you use Learner Portal, enrol in a programme or apply for a scholarship. Learner Portal is run by ${CONTROLLER}, Pakistan.`,
    ],
    titleUr: 'استعمال کی شرائط اور رقم کی واپسی کی پالیسی',
    bodyUr: [
      'یہ شرائط اس وقت لاگو ہوتی ہیں جب آپ لرنر پورٹل استعمال کرتے ہیں، کسی پروگرام میں اندراج کرتے ہیں یا وظیفے کے لیے درخواست دیتے ہیں۔ لرنر پورٹل کو لرنر پورٹل ایجوکیشن (پرائیویٹ) لمیٹڈ، دفتر نمبر 14، دوسری منزل، صدیق ٹریڈ سینٹر، 72 مین بلیوارڈ، گلبرگ II، لاہور 54660، پاکستان چلاتا ہے۔',
    ],
    sectionsUr: [
      {
        id: 'account',
        heading: 'آپ کا اکاؤنٹ',
        body: [
          'اپنا پاس ورڈ اپنے تک رکھیں؛ آپ کے اکاؤنٹ سے جو کچھ کیا جائے اس کے ذمہ دار آپ ہیں۔',
          'آپ کا پہلا سمسٹر شروع ہوتے وقت آپ کی عمر کم از کم 16 سال ہونی چاہیے۔ 18 سال سے کم ہوں تو اپنے ب فارم اور اپنے والدین یا سرپرست کے شناختی کارڈ سے تصدیق کروائیں۔ ہم آپ کی پہلی ادائیگی سے پہلے آپ کی شناخت کی تصدیق (KYC) کرتے ہیں، کیونکہ سرٹیفکیٹ پر آپ کا قانونی نام لکھا جاتا ہے۔ آپ کی دستاویزات کی جانچ کے دوران (عموماً ایک کاروباری دن میں) آپ ادائیگی کر سکتے ہیں، تاکہ آپ کی جگہ نہ جائے۔ آپ کے کورسز جانچ کی منظوری کے بعد ہی کھلیں گے؛ اگر آپ کے داخلے کے شروع ہونے سے پہلے منظوری نہ ہو تو آپ پوری فیس واپس لے سکتے ہیں۔',
        ],
      },
      {
        id: 'fees',
        heading: 'اندراج اور فیس',
        body: [
          'فیس فی سمسٹر پاکستانی روپوں میں لی جاتی ہے، جیسا کہ ہر پروگرام کے صفحے پر درج ہے۔ آپ ایک وقت میں ایک سمسٹر کی ادائیگی اس کے شروع ہونے سے پہلے کرتے ہیں، اور اگلے سمسٹر کی فیس کبھی خود بخود نہیں کاٹی جاتی۔ نئے طلبہ اگلے داخلے میں سمسٹر 1 سے آغاز کرتے ہیں۔',
          'ہر اگلے سمسٹر کی فیس اس کی ٹرم شروع ہونے سے ایک دن پہلے تک واجب الادا ہے۔ اسے اپنے ڈیش بورڈ سے ادا کریں (کارڈ، والیٹ یا بینک ٹرانسفر)؛ واجب الادا ہونے سے 14 دن اور 3 دن پہلے ہم آپ کو یاد دہانی کی ای میل بھیجتے ہیں، الا یہ کہ وہ ادا ہو چکی ہو یا آپ کے وظیفے میں شامل ہو۔',
          'اگر کوئی سمسٹر ادائیگی کے بغیر شروع ہو جائے تو آپ کا اندراج، آپ کی رسیدیں اور ہر وہ سمسٹر جس کی آپ نے ادائیگی کی، آپ کے پاس رہتے ہیں؛ غیر ادا شدہ سمسٹر میں آپ کی جگہ ختم ہو جاتی ہے: اس کے کورسز لرننگ پلیٹ فارم میں بند رہتے ہیں اور اس کی آن لائن ادائیگی ممکن نہیں رہتی۔ جاری رکھنے کے لیے مدد سے رابطہ کریں تاکہ آپ کسی بعد کے داخلے کے ساتھ دوبارہ شامل ہو سکیں۔',
        ],
      },
      {
        id: 'refunds',
        heading: 'رقم کی واپسی',
        body: [
          'کسی سمسٹر کی ٹرم شروع ہونے سے پہلے دستبردار ہوں: اس کی پوری فیس واپس۔',
          'داخلہ شروع ہونے سے پہلے شناخت منظور نہ ہو: پوری رقم کی واپسی، جب بھی آپ کہیں۔',
          'سمسٹر کے پہلے 14 دنوں میں دستبردار ہوں: اس کی آدھی فیس واپس۔ اس کے بعد اس سمسٹر کی کوئی رقم واپس نہیں۔',
          'دستبرداری سے اس سمسٹر سے آگے پروگرام میں آپ کی جگہ ختم ہو جاتی ہے: آپ کسی بعد کے سمسٹر کی فیس ادا نہیں کرتے، اور وہ سمسٹر اور اس کے بعد کا ہر سمسٹر لرننگ پلیٹ فارم میں بند ہو جاتا ہے؛ اس سے پہلے کے سمسٹرز کھلے رہتے ہیں۔',
          'ایک آرڈر کی ادائیگی دو بار ہو جائے تو پوری رقم 7 کاروباری دنوں میں، بغیر مانگے، واپس کی جاتی ہے۔',
          'رقم کی واپسی اسی طریقے پر ہوتی ہے جس سے آپ نے ادائیگی کی تھی۔ دستبردار ہونے کے لیے اپنے ڈیش بورڈ پر «سمسٹر N سے دستبردار ہوں» استعمال کریں، support@learnerportal.pk پر لکھیں یا مدد کے صفحے سے درخواست بھیجیں۔',
        ],
      },
      {
        id: 'scholarships',
        heading: 'وظائف',
        body: [
          'نیکسٹ جین اسکالر وظیفہ سمسٹر کی پوری فیس ادا کرتا ہے اور جب تک آپ کا اوسط کامیابی کے درجے پر رہے، ہر سمسٹر تجدید ہوتا ہے۔ اگر درخواست میں سچ نہ لکھا گیا ہو تو وظیفہ واپس لیا جا سکتا ہے۔',
          'ہر اگلے سمسٹر سے پہلے ہمارا عملہ درج کرتا ہے کہ آیا آپ کا وظیفہ اس کی فیس ادا کرتا ہے؛ پھر آپ کا ڈیش بورڈ فیس کے بجائے «آپ کے وظیفے میں شامل» دکھاتا ہے، اور کچھ ادا نہیں کرنا ہوتا۔',
        ],
      },
      {
        id: 'conduct',
        heading: 'طرزِ عمل اور دیانت دارانہ کام',
        body: [
          'اپنا کام خود جمع کرائیں، جو استعمال کریں اس کا حوالہ دیں، اور طلبہ اور عملے سے احترام سے پیش آئیں۔ نقل یا بدسلوکی پر ہم وجہ بتا کر اور آپ کا مؤقف سن کر اکاؤنٹ معطل کر سکتے ہیں۔',
        ],
      },
      {
        id: 'changes',
        heading: 'تبدیلیاں اور نافذ قانون',
        body: [
          'ان شرائط میں تبدیلی سے کم از کم 30 دن پہلے ہم آپ کو ای میل سے بتاتے ہیں؛ کوئی تبدیلی کبھی اس سمسٹر پر لاگو نہیں ہوتی جس کی آپ ادائیگی کر چکے ہوں۔ یہ شرائط پاکستان کے قوانین کے تابع ہیں، اور تنازعات کا فیصلہ لاہور کی عدالتیں کرتی ہیں۔',
        ],
      },
    ],
    sections: [
      {
        id: 'account',
        heading: 'Your account',
        body: [
          'Keep your password to yourself; you are responsible for what is done with your account.',
          `${ELIGIBILITY_RULE} We verify your identity (KYC) before your first payment, because certificates carry your legal name. ${PENDING_MAY_PAY}`,
        ],
      },
      {
        id: 'fees',
        heading: 'Enrolment and fees',
        body: [
          'Fees are charged per semester in Pakistani rupees (Rs), as shown on each programme page. You pay for one semester at a time, before it starts, and are never charged automatically for the next one. New learners start with semester 1 in the next intake.',
          'Each later semester is due by the day before its term starts. Pay it from your dashboard (card, wallet or bank transfer); we e-mail you a reminder 14 days and 3 days before it is due, unless it is paid or covered by your scholarship.',
          'If a semester starts unpaid, you keep your enrolment, your receipts and every semester you paid for; you lose your place in the unpaid semester: its courses stay closed in the LMS and it can no longer be paid online. To continue, contact support to rejoin with a later intake.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        body: [
          'Withdraw from a semester before its term starts: all of its fee back.',
          'Identity not approved before your intake starts: a full refund, whenever you ask.',
          'Withdraw in the first 14 days of a semester: half its fee back. After that, no refund for that semester.',
          'Withdrawing ends your place in the programme from that semester on: you pay for no later semester, and that semester and every later one close in the LMS; the semesters before it stay open.',
          'A payment taken twice for one order is refunded in full within 7 working days, without being asked.',
          'Refunds go back to the method you paid with. To withdraw, use "Withdraw from semester N" on your dashboard, write to support@learnerportal.pk or send a request from the Support page.',
        ],
      },
      {
        id: 'scholarships',
        heading: 'Scholarships',
        body: [
          'A Next-gen scholar scholarship covers the full semester fee and is renewed each semester while you keep a passing average. It can be withdrawn if an application was not truthful.',
          'Before each later semester our staff record whether your scholarship covers it; your dashboard then says "covered by your scholarship" instead of a fee, and there is nothing to pay.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Conduct and honest work',
        body: [
          'Submit your own work, credit what you use, and treat learners and staff with respect. We may suspend an account for cheating or abuse after telling you why and hearing your side.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and governing law',
        body: [
          'We tell you by e-mail at least 30 days before these terms change; a change never applies to a semester you have already paid for. These terms are governed by the laws of Pakistan, and the courts of Lahore decide disputes.',
        ],
      },
    ],
  },
];
