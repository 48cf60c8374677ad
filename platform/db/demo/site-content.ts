// Demo site content: titles and plain-text paragraphs the public pages render (never as HTML).
import type { siteContent } from '../schema';

type SiteContentSeed = Omit<typeof siteContent.$inferInsert, 'updatedAt'>;

export const demoSiteContent: SiteContentSeed[] = [
  {
    key: 'home',
    title: 'Learn the skills Pakistan’s digital economy is hiring for',
    body: [
      'Online and hybrid programmes in software, data, cloud, security, design and digital marketing, taught by practitioners from Lahore, Karachi, Islamabad and beyond.',
      'Study semester by semester, pay one semester at a time in rupees, and build a portfolio of real projects as you go.',
      'Next-gen scholar scholarships cover the full fee for talented learners who could not otherwise afford it.',
    ],
    titleUr: 'وہ مہارتیں سیکھیں جن کے لیے پاکستان کی ڈیجیٹل معیشت بھرتیاں کر رہی ہے',
    bodyUr: [
      'سافٹ ویئر، ڈیٹا، کلاؤڈ، سیکیورٹی، ڈیزائن اور ڈیجیٹل مارکیٹنگ میں آن لائن اور ہائبرڈ پروگرام، جنہیں لاہور، کراچی، اسلام آباد اور دوسرے شہروں کے عملی ماہرین پڑھاتے ہیں۔',
      'سمسٹر بہ سمسٹر پڑھیں، ایک وقت میں ایک سمسٹر کی فیس روپوں میں ادا کریں، اور ساتھ ساتھ حقیقی پروجیکٹس کا پورٹ فولیو بنائیں۔',
      'نیکسٹ جین اسکالر وظائف ان باصلاحیت طلبہ کی پوری فیس ادا کرتے ہیں جو ورنہ اس کی استطاعت نہ رکھتے۔',
    ],
  },
  {
    key: 'about',
    title: 'About us',
    body: [
      'Our mission is to give every motivated learner in Pakistan, wherever they live, a route into skilled digital work: teaching that is practical, affordable and respected by employers.',
      'We started in 2019 as an evening web-development class in a rented room in Lahore, taught by working engineers who kept meeting talented people the job market had overlooked. The class went online during the pandemic, reached learners from Gilgit to Gwadar, and grew into programmes in data, cloud, security, design and marketing.',
      'Today our instructors are practitioners who still build, defend and design products for a living. Learners study in semesters, work in teams on projects for real organisations, and graduate with work they can show.',
      'We value access: fees in rupees, paid one semester at a time, scholarships for those who need them and courses that work on a phone and a slow connection.',
      'We value honesty: clear prices, clear dates, a refund policy written down before you pay, and no promises of jobs we cannot keep.',
      'We value craft: small classes, careful feedback, and teaching the habits professionals rely on — testing, reviewing and explaining their work.',
    ],
    titleUr: 'ہمارے بارے میں',
    bodyUr: [
      'ہمارا مقصد پاکستان کے ہر پُرعزم طالب علم کو، وہ جہاں بھی رہتا ہو، ہنرمند ڈیجیٹل کام تک پہنچنے کا راستہ دینا ہے: ایسی تعلیم جو عملی ہو، قابلِ استطاعت ہو اور جس کی آجر قدر کریں۔',
      'ہم نے 2019 میں لاہور کے ایک کرائے کے کمرے میں ویب ڈویلپمنٹ کی شام کی کلاس سے آغاز کیا، جسے برسرِ روزگار انجینئر پڑھاتے تھے جنہیں بار بار ایسے باصلاحیت لوگ ملتے تھے جنہیں ملازمت کی منڈی نے نظر انداز کر دیا تھا۔ وبا کے دوران کلاس آن لائن ہو گئی، گلگت سے گوادر تک کے طلبہ تک پہنچی، اور ڈیٹا، کلاؤڈ، سیکیورٹی، ڈیزائن اور مارکیٹنگ کے پروگراموں تک پھیل گئی۔',
      'آج ہمارے اساتذہ وہ عملی ماہرین ہیں جو اب بھی پیشہ ورانہ طور پر پروڈکٹس بناتے، ان کا دفاع کرتے اور انہیں ڈیزائن کرتے ہیں۔ طلبہ سمسٹرز میں پڑھتے ہیں، حقیقی اداروں کے پروجیکٹس پر ٹیموں میں کام کرتے ہیں، اور ایسا کام لے کر فارغ ہوتے ہیں جو وہ دکھا سکیں۔',
      'ہم رسائی کو اہم سمجھتے ہیں: فیس روپوں میں، ایک وقت میں ایک سمسٹر کی ادائیگی، ضرورت مندوں کے لیے وظائف، اور ایسے کورسز جو فون اور سست کنکشن پر بھی چلیں۔',
      'ہم دیانت داری کو اہم سمجھتے ہیں: واضح قیمتیں، واضح تاریخیں، ادائیگی سے پہلے لکھی ہوئی رقم کی واپسی کی پالیسی، اور ملازمتوں کے ایسے کوئی وعدے نہیں جو ہم پورے نہ کر سکیں۔',
      'ہم ہنر کو اہم سمجھتے ہیں: چھوٹی کلاسیں، توجہ سے دی گئی رائے، اور وہ عادتیں سکھانا جن پر پیشہ ور لوگ بھروسا کرتے ہیں — اپنے کام کو جانچنا، اس کا جائزہ لینا اور اسے سمجھانا۔',
    ],
  },
  {
    key: 'learning-path',
    title: 'Your learning path, semester by semester',
    body: [
      'Every programme is organised in semesters, each taught in one sixteen-week term of the academic calendar (fifteen teaching weeks and an examination week). Each semester builds on the one before, from foundations to specialisation and a capstone project.',
      'You start with semester 1 in the next intake, and enrol and pay one semester at a time, so you can pause between terms and return when you are ready.',
    ],
    titleUr: 'آپ کا تعلیمی راستہ، سمسٹر بہ سمسٹر',
    bodyUr: [
      'ہر پروگرام سمسٹرز میں منظم ہے، اور ہر سمسٹر تعلیمی کیلنڈر کی سولہ ہفتوں کی ایک ٹرم میں پڑھایا جاتا ہے (پندرہ ہفتے تدریس اور ایک ہفتہ امتحان)۔ ہر سمسٹر پچھلے سمسٹر پر استوار ہوتا ہے، بنیادوں سے لے کر تخصص اور کیپ اسٹون پروجیکٹ تک۔',
      'آپ اگلے داخلے میں سمسٹر 1 سے آغاز کرتے ہیں، اور ایک وقت میں ایک سمسٹر کا اندراج اور ادائیگی کرتے ہیں، تاکہ آپ ٹرموں کے درمیان وقفہ لے کر جب چاہیں واپس آ سکیں۔',
    ],
  },
  {
    key: 'next-gen-scholar',
    title: 'Next-gen scholar',
    body: [
      'Next-gen scholar is our scholarship programme for talented learners from low-income households, with priority for women and for applicants outside the major cities.',
      'A scholarship covers the full semester fee and is renewed every semester while you keep a passing average. Scholars also get a mentor from industry and a laptop loan when they need one.',
      'Applications for each intake open six months before its term starts and close six weeks before it; every applicant hears within three weeks of the closing date, before the term begins.',
    ],
    titleUr: 'نیکسٹ جین اسکالر',
    bodyUr: [
      'نیکسٹ جین اسکالر کم آمدنی والے گھرانوں کے باصلاحیت طلبہ کے لیے ہمارا وظیفہ پروگرام ہے، جس میں خواتین اور بڑے شہروں سے باہر کے امیدواروں کو ترجیح دی جاتی ہے۔',
      'وظیفہ سمسٹر کی پوری فیس ادا کرتا ہے اور جب تک آپ کا اوسط کامیابی کے درجے پر رہے، ہر سمسٹر تجدید ہوتا ہے۔ وظیفہ پانے والوں کو صنعت سے ایک رہنما اور ضرورت ہو تو لیپ ٹاپ بھی عاریتاً ملتا ہے۔',
      'ہر داخلے کے لیے درخواستیں اس کی ٹرم شروع ہونے سے چھ ماہ پہلے کھلتی ہیں اور چھ ہفتے پہلے بند ہو جاتی ہیں؛ ہر امیدوار کو آخری تاریخ کے تین ہفتوں کے اندر، ٹرم شروع ہونے سے پہلے، جواب مل جاتا ہے۔',
    ],
  },
];
