// Demo FAQ, in the order the support page shows it within each topic.
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import type { faq } from '../schema';

type FaqSeed = Omit<typeof faq.$inferInsert, 'position'>;

export const demoFaq: FaqSeed[] = [
  {
    id: 'who-can-apply',
    topic: 'admissions',
    question: 'Who can apply, and do I need a computer science degree?',
    answer: `Anyone with intermediate (FA/FSc), A levels or equivalent can enrol. ${ELIGIBILITY_RULE} No degree is needed for any programme; professional programmes are written for learners with a year of related work or study, which we recommend but do not test.`,
    questionUr: 'کون درخواست دے سکتا ہے، اور کیا مجھے کمپیوٹر سائنس کی ڈگری درکار ہے؟',
    answerUr:
      'انٹرمیڈیٹ (ایف اے/ایف ایس سی)، اے لیول یا اس کے مساوی تعلیم رکھنے والا ہر شخص اندراج کر سکتا ہے۔ آپ کا پہلا سمسٹر شروع ہوتے وقت آپ کی عمر کم از کم 16 سال ہونی چاہیے۔ 18 سال سے کم ہوں تو اپنے ب فارم اور اپنے والدین یا سرپرست کے شناختی کارڈ سے تصدیق کروائیں۔ کسی بھی پروگرام کے لیے ڈگری ضروری نہیں؛ پیشہ ورانہ پروگرام ان لوگوں کے لیے لکھے گئے ہیں جن کے پاس متعلقہ کام یا تعلیم کا ایک سال ہو، جس کی ہم سفارش کرتے ہیں مگر اسے جانچتے نہیں۔',
  },
  {
    id: 'when-do-semesters-start',
    topic: 'admissions',
    question: 'When can I start, and can I join a term that has already begun?',
    answer:
      'The academic year has three terms of sixteen weeks: Spring from January, Summer from May and Autumn from September. Each semester of a programme is taught in one term. New learners start with semester 1 of their programme in the next term that has not begun, the next intake; a term that has already started cannot be joined. The learning path and each programme page show the dates.',
    questionUr: 'میں کب شروع کر سکتا ہوں، اور کیا پہلے سے شروع ہو چکی ٹرم میں شامل ہو سکتا ہوں؟',
    answerUr:
      'تعلیمی سال میں سولہ ہفتوں کی تین ٹرمیں ہوتی ہیں: بہار جنوری سے، گرما مئی سے اور خزاں ستمبر سے۔ پروگرام کا ہر سمسٹر ایک ٹرم میں پڑھایا جاتا ہے۔ نئے طلبہ اپنے پروگرام کا سمسٹر 1 اس اگلی ٹرم میں شروع کرتے ہیں جو ابھی شروع نہ ہوئی ہو، یعنی اگلا داخلہ؛ پہلے سے شروع ہو چکی ٹرم میں شامل نہیں ہوا جا سکتا۔ تعلیمی راستہ اور ہر پروگرام کا صفحہ تاریخیں دکھاتے ہیں۔',
  },
  {
    id: 'how-are-fees-charged',
    topic: 'payments',
    question: 'How are fees charged?',
    answer:
      'Fees are charged per semester in Pakistani rupees, shown on each programme page. You pay for one semester at a time at checkout and are never charged automatically for the next one.',
    questionUr: 'فیس کیسے لی جاتی ہے؟',
    answerUr:
      'فیس فی سمسٹر پاکستانی روپوں میں لی جاتی ہے، جو ہر پروگرام کے صفحے پر درج ہے۔ آپ چیک آؤٹ پر ایک وقت میں ایک سمسٹر کی ادائیگی کرتے ہیں، اور اگلے سمسٹر کی فیس کبھی خود بخود نہیں کاٹی جاتی۔',
  },
  {
    id: 'which-payment-methods',
    topic: 'payments',
    question: 'Which payment methods can I use?',
    answer: '{payment methods} Your receipt is e-mailed and always available on your dashboard under Payments.',
    questionUr: 'میں ادائیگی کے کون سے طریقے استعمال کر سکتا ہوں؟',
    answerUr:
      '{payment methods} آپ کی رسید ای میل کی جاتی ہے اور آپ کے ڈیش بورڈ پر ادائیگیوں کے تحت ہمیشہ دستیاب رہتی ہے۔',
  },
  {
    id: 'refund-policy',
    topic: 'payments',
    question: 'Can I get a refund if I withdraw?',
    answer:
      'Withdraw from a semester before its term starts and all of its fee is refunded; withdraw in its first 14 days and half its fee is refunded. After that, the fee for that semester is not refundable. You withdraw from your dashboard, and later semesters are then neither charged nor open. Refunds go back to the method you paid with; the terms on the Terms page give every detail.',
    questionUr: 'اگر میں دستبردار ہو جاؤں تو کیا مجھے رقم واپس ملے گی؟',
    answerUr:
      'کسی سمسٹر کی ٹرم شروع ہونے سے پہلے دستبردار ہوں تو اس کی پوری فیس واپس کی جاتی ہے؛ پہلے 14 دنوں میں دستبردار ہوں تو آدھی فیس واپس کی جاتی ہے۔ اس کے بعد اس سمسٹر کی فیس ناقابلِ واپسی ہے۔ آپ اپنے ڈیش بورڈ سے دستبردار ہوتے ہیں، اور پھر بعد کے سمسٹرز کی نہ فیس لی جاتی ہے اور نہ وہ کھلتے ہیں۔ رقم کی واپسی اسی طریقے پر ہوتی ہے جس سے آپ نے ادائیگی کی تھی؛ شرائط کے صفحے پر ہر تفصیل موجود ہے۔',
  },
  {
    id: 'why-verify-identity',
    topic: 'kyc',
    question: 'Why do I have to verify my identity?',
    answer: `Certificates carry your legal name, and payment regulations require us to know who we take money from. Verification (KYC) also protects scholarships from duplicate applications. You verify once, before your first payment. ${PENDING_MAY_PAY}`,
    questionUr: 'مجھے اپنی شناخت کی تصدیق کیوں کرنی ہوگی؟',
    answerUr:
      'سرٹیفکیٹ پر آپ کا قانونی نام لکھا جاتا ہے، اور ادائیگی کے ضوابط کے تحت ہمیں جاننا ضروری ہے کہ ہم کس سے رقم لے رہے ہیں۔ شناخت کی تصدیق (KYC) وظائف کو دہری درخواستوں سے بھی بچاتی ہے۔ آپ اپنی پہلی ادائیگی سے پہلے ایک بار تصدیق کرتے ہیں۔ آپ کی دستاویزات کی جانچ کے دوران (عموماً ایک کاروباری دن میں) آپ ادائیگی کر سکتے ہیں، تاکہ آپ کی جگہ نہ جائے۔ آپ کے کورسز جانچ کی منظوری کے بعد ہی کھلیں گے؛ اگر آپ کے داخلے کے شروع ہونے سے پہلے منظوری نہ ہو تو آپ پوری فیس واپس لے سکتے ہیں۔',
  },
  {
    id: 'which-documents-for-kyc',
    topic: 'kyc',
    question: 'Which documents do I need for identity verification?',
    answer:
      "From 18: a clear photo of both sides of your CNIC or NICOP, or of your passport's photo page, and a selfie. Under 18: both sides of your B-Form, your parent or guardian's CNIC and a selfie. The photos are stored encrypted, seen only by the verification team and deleted 90 days after the decision; the privacy policy explains the rest.",
    questionUr: 'شناخت کی تصدیق کے لیے مجھے کون سی دستاویزات درکار ہیں؟',
    answerUr:
      '18 سال سے: اپنے شناختی کارڈ یا نائیکوپ کے دونوں رخ، یا اپنے پاسپورٹ کے تصویر والے صفحے کی واضح تصویر، اور ایک سیلفی۔ 18 سال سے کم: اپنے ب فارم کے دونوں رخ، اپنے والدین یا سرپرست کا شناختی کارڈ اور ایک سیلفی۔ تصاویر خفیہ کاری کے ساتھ محفوظ کی جاتی ہیں، صرف تصدیقی ٹیم انہیں دیکھتی ہے اور فیصلے کے 90 دن بعد وہ حذف کر دی جاتی ہیں؛ باقی تفصیل رازداری کی پالیسی میں ہے۔',
  },
  {
    id: 'next-gen-scholar-eligibility',
    topic: 'scholarships',
    question: 'Who is eligible for the Next-gen scholar programme?',
    answer:
      'Applicants aged 16 or over from households with a monthly income below Rs 100,000, with priority for women and for applicants outside the major cities. A scholarship covers the full semester fee and is renewed each semester while you keep a passing average.',
    questionUr: 'نیکسٹ جین اسکالر پروگرام کے لیے کون اہل ہے؟',
    answerUr:
      '16 سال یا اس سے زیادہ عمر کے وہ امیدوار جن کے گھرانے کی ماہانہ آمدنی 1,00,000 روپے سے کم ہو، اور خواتین اور بڑے شہروں سے باہر کے امیدواروں کو ترجیح دی جاتی ہے۔ وظیفہ سمسٹر کی پوری فیس ادا کرتا ہے اور جب تک آپ کا اوسط کامیابی کے درجے پر رہے، ہر سمسٹر تجدید ہوتا ہے۔',
  },
  {
    id: 'scholarship-decision-time',
    topic: 'scholarships',
    question: 'When will I hear back about my scholarship application?',
    answer:
      'Applications for an intake close six weeks before its term starts, and every applicant hears by e-mail within three weeks of the closing date, so at least three weeks before the term begins and before any fee is due. The exact dates of each intake are on the Next-gen scholar page.',
    questionUr: 'مجھے اپنی وظیفے کی درخواست کا جواب کب ملے گا؟',
    answerUr:
      'کسی داخلے کی درخواستیں اس کی ٹرم شروع ہونے سے چھ ہفتے پہلے بند ہو جاتی ہیں، اور ہر امیدوار کو آخری تاریخ کے تین ہفتوں کے اندر ای میل سے جواب ملتا ہے، یعنی ٹرم شروع ہونے سے کم از کم تین ہفتے پہلے اور کوئی فیس واجب الادا ہونے سے پہلے۔ ہر داخلے کی ٹھیک تاریخیں نیکسٹ جین اسکالر کے صفحے پر ہیں۔',
  },
  {
    id: 'how-to-get-help',
    topic: 'support',
    question: 'How do I get help if I am stuck?',
    answer:
      'Ask in your course discussion first: instructors and mentors answer within one working day. For anything about your account, payments or verification, send a request from the Support page and we reply within two working days (Monday to Saturday).',
    questionUr: 'اگر میں کہیں اٹک جاؤں تو مدد کیسے لوں؟',
    answerUr:
      'پہلے اپنے کورس کی گفتگو میں پوچھیں: اساتذہ اور رہنما ایک کاروباری دن میں جواب دیتے ہیں۔ اپنے اکاؤنٹ، ادائیگیوں یا تصدیق کے بارے میں کسی بھی بات کے لیے مدد کے صفحے سے درخواست بھیجیں، ہم دو کاروباری دنوں میں جواب دیتے ہیں (پیر تا ہفتہ)۔',
  },
  {
    id: 'low-bandwidth-learning',
    topic: 'support',
    question: 'Can I study on a slow connection or on my phone?',
    answer:
      'Yes. Lectures can be downloaded in low resolution or as audio, every session is recorded, and the portal works on mobile phones. Live sessions are scheduled in the evening, Pakistan time.',
    questionUr: 'کیا میں سست کنکشن پر یا اپنے فون پر پڑھ سکتا ہوں؟',
    answerUr:
      'جی ہاں۔ لیکچر کم ریزولوشن میں یا صرف آڈیو کی صورت میں ڈاؤن لوڈ کیے جا سکتے ہیں، ہر سیشن ریکارڈ ہوتا ہے، اور پورٹل موبائل فون پر کام کرتا ہے۔ لائیو سیشن پاکستانی وقت کے مطابق شام میں رکھے جاتے ہیں۔',
  },
];
