// Demo programmes: Pakistan-first, prices per semester in PKR stored as integer paisa (1 PKR = 100 paisa).
import type { programmes } from '../schema';

type ProgrammeSeed = Omit<typeof programmes.$inferInsert, 'position' | 'updatedAt'>;

const pkr = (rupees: number) => rupees * 100;

export const demoProgrammes: ProgrammeSeed[] = [
  {
    slug: 'full-stack-web-development',
    title: 'Full-Stack Web Development',
    tagline: 'Build, test and ship production web applications from Pakistan for clients anywhere.',
    description:
      'Three semesters that take you from your first accessible web page to a deployed Next.js and PostgreSQL application. You work in weekly sprints, review each other’s pull requests and finish with a capstone built for a real Pakistani small business.',
    level: 'diploma',
    mode: 'online',
    durationWeeks: 48,
    semesterCount: 3,
    pricePerSemesterPaisa: pkr(85_000),
    outcomes: [
      'Build accessible, responsive interfaces with HTML, CSS and React',
      'Design REST APIs in Node.js backed by PostgreSQL',
      'Test, deploy and monitor a Next.js application in production',
      'Work in a team with Git, code review and weekly sprints',
    ],
    titleUr: 'فل اسٹیک ویب ڈویلپمنٹ',
    taglineUr: 'پاکستان میں بیٹھ کر دنیا بھر کے کلائنٹس کے لیے ویب ایپلی کیشنز بنائیں، ٹیسٹ کریں اور چلائیں۔',
    descriptionUr:
      'تین سمسٹر جو آپ کو آپ کے پہلے قابلِ رسائی ویب صفحے سے لے کر Next.js اور PostgreSQL پر چلتی ہوئی ایپلی کیشن تک لے جاتے ہیں۔ آپ ہفتہ وار اسپرنٹس میں کام کرتے ہیں، ایک دوسرے کے کوڈ کا جائزہ لیتے ہیں اور آخر میں ایک حقیقی پاکستانی چھوٹے کاروبار کے لیے کیپ اسٹون پروجیکٹ بناتے ہیں۔',
    outcomesUr: [
      'HTML، CSS اور React سے قابلِ رسائی اور ہر اسکرین پر ڈھلنے والے انٹرفیس بنائیں',
      'Node.js میں PostgreSQL پر مبنی REST API ڈیزائن کریں',
      'Next.js ایپلی کیشن کو ٹیسٹ کریں، لائیو کریں اور اس کی نگرانی کریں',
      'Git، کوڈ ریویو اور ہفتہ وار اسپرنٹس کے ساتھ ٹیم میں کام کریں',
    ],
    featured: true,
  },
  {
    slug: 'data-science-and-analytics',
    title: 'Data Science and Analytics',
    tagline: 'Turn messy data into decisions with Python, SQL and sound statistics.',
    description:
      'From spreadsheets to machine learning: clean and explore data in Python, query it with SQL, test hypotheses with statistics and present findings that a manager can act on. Projects use open data from the Pakistan Bureau of Statistics, the State Bank and local businesses.',
    level: 'diploma',
    mode: 'hybrid',
    durationWeeks: 48,
    semesterCount: 3,
    pricePerSemesterPaisa: pkr(95_000),
    outcomes: [
      'Clean, join and explore data sets with Python and pandas',
      'Write analytical SQL over millions of rows',
      'Build, validate and explain machine-learning models',
      'Present findings in dashboards and short written reports',
    ],
    titleUr: 'ڈیٹا سائنس اور تجزیہ',
    taglineUr: 'Python، SQL اور درست شماریات سے بکھرے ہوئے ڈیٹا کو فیصلوں میں بدلیں۔',
    descriptionUr:
      'اسپریڈ شیٹ سے مشین لرننگ تک: Python میں ڈیٹا صاف کریں اور پرکھیں، SQL سے اس سے سوال کریں، شماریات سے مفروضے جانچیں اور ایسے نتائج پیش کریں جن پر مینیجر عمل کر سکے۔ پروجیکٹس میں پاکستان ادارۂ شماریات، اسٹیٹ بینک اور مقامی کاروباروں کا کھلا ڈیٹا استعمال ہوتا ہے۔',
    outcomesUr: [
      'Python اور pandas سے ڈیٹا صاف کریں، جوڑیں اور پرکھیں',
      'لاکھوں قطاروں پر تجزیاتی SQL لکھیں',
      'مشین لرننگ ماڈل بنائیں، جانچیں اور ان کی وضاحت کریں',
      'نتائج ڈیش بورڈز اور مختصر تحریری رپورٹس میں پیش کریں',
    ],
    featured: true,
  },
  {
    slug: 'mobile-app-development',
    title: 'Mobile App Development',
    tagline: 'Ship Android and iOS apps with Flutter that work on a patchy 3G connection.',
    description:
      'Two semesters of cross-platform development with Flutter and Dart: layouts, state, offline storage, payments through local wallets and publishing to the Play Store. Every app is tested on the budget Android phones most Pakistani users carry.',
    level: 'diploma',
    mode: 'online',
    durationWeeks: 32,
    semesterCount: 2,
    pricePerSemesterPaisa: pkr(75_000),
    outcomes: [
      'Build cross-platform apps with Flutter and Dart',
      'Design offline-first data sync for unreliable networks',
      'Integrate payments, maps and push notifications',
      'Publish and maintain an app on the Play Store',
    ],
    titleUr: 'موبائل ایپ ڈویلپمنٹ',
    taglineUr: 'Flutter سے Android اور iOS ایپس بنائیں جو کمزور 3G کنکشن پر بھی چلیں۔',
    descriptionUr:
      'Flutter اور Dart کے ساتھ کراس پلیٹ فارم ڈویلپمنٹ کے دو سمسٹر: لے آؤٹ، اسٹیٹ، آف لائن اسٹوریج، مقامی والیٹس کے ذریعے ادائیگی اور Play Store پر اشاعت۔ ہر ایپ ان کم قیمت Android فونز پر ٹیسٹ کی جاتی ہے جو زیادہ تر پاکستانی صارفین کے پاس ہوتے ہیں۔',
    outcomesUr: [
      'Flutter اور Dart سے کراس پلیٹ فارم ایپس بنائیں',
      'غیر مستحکم نیٹ ورک کے لیے آف لائن پہلے ڈیٹا ہم آہنگی ڈیزائن کریں',
      'ادائیگی، نقشے اور پُش نوٹیفکیشنز شامل کریں',
      'Play Store پر ایپ شائع کریں اور اسے برقرار رکھیں',
    ],
    featured: true,
  },
  {
    slug: 'cloud-and-devops-engineering',
    title: 'Cloud and DevOps Engineering',
    tagline: 'Automate, deploy and keep systems running on Linux, containers and the cloud.',
    description:
      'For working developers and system administrators: Linux, networking, Docker, Kubernetes, infrastructure as code and observability. Labs run on real cloud accounts with a budget cap, and you finish by operating a service through a simulated on-call week.',
    level: 'professional',
    mode: 'online',
    durationWeeks: 32,
    semesterCount: 2,
    pricePerSemesterPaisa: pkr(110_000),
    outcomes: [
      'Administer Linux servers and networks with confidence',
      'Package and run services with Docker and Kubernetes',
      'Describe infrastructure as code and review changes safely',
      'Monitor services and respond to incidents calmly',
    ],
    titleUr: 'کلاؤڈ اور ڈیو آپس انجینئرنگ',
    taglineUr: 'Linux، کنٹینرز اور کلاؤڈ پر سسٹمز کو خودکار بنائیں، لائیو کریں اور چلتا رکھیں۔',
    descriptionUr:
      'برسرِ روزگار ڈویلپرز اور سسٹم ایڈمنسٹریٹرز کے لیے: Linux، نیٹ ورکنگ، Docker، Kubernetes، انفراسٹرکچر بطور کوڈ اور نگرانی۔ لیبز حقیقی کلاؤڈ اکاؤنٹس پر بجٹ کی حد کے ساتھ ہوتی ہیں، اور آخر میں آپ ایک فرضی آن کال ہفتے میں ایک سروس چلاتے ہیں۔',
    outcomesUr: [
      'Linux سرورز اور نیٹ ورکس اعتماد سے سنبھالیں',
      'Docker اور Kubernetes سے سروسز پیک کریں اور چلائیں',
      'انفراسٹرکچر کو کوڈ کی صورت میں لکھیں اور تبدیلیوں کا محفوظ جائزہ لیں',
      'سروسز کی نگرانی کریں اور مسائل کا تحمل سے سامنا کریں',
    ],
    featured: false,
  },
  {
    slug: 'cyber-security',
    title: 'Cyber Security',
    tagline: 'Defend networks and web applications the way banks and telcos need them defended.',
    description:
      'Security fundamentals, network defence, web application testing and incident response, taught by practitioners from Pakistan’s banking and telecom sectors. Weekend lab days in Islamabad and Lahore complement the online weekly sessions.',
    level: 'professional',
    mode: 'hybrid',
    durationWeeks: 32,
    semesterCount: 2,
    pricePerSemesterPaisa: pkr(105_000),
    outcomes: [
      'Harden Linux and Windows hosts and small networks',
      'Find and report web vulnerabilities using the OWASP Top 10',
      'Investigate incidents and write clear post-incident reports',
      'Prepare for entry-level security certifications',
    ],
    titleUr: 'سائبر سیکیورٹی',
    taglineUr: 'نیٹ ورکس اور ویب ایپلی کیشنز کا ویسا دفاع کریں جیسا بینکوں اور ٹیلی کام کمپنیوں کو درکار ہے۔',
    descriptionUr:
      'سیکیورٹی کی بنیادیں، نیٹ ورک کا دفاع، ویب ایپلی کیشن کی جانچ اور واقعات پر ردِعمل، جو پاکستان کے بینکنگ اور ٹیلی کام شعبوں کے ماہرین پڑھاتے ہیں۔ ہفتہ وار آن لائن کلاسوں کے ساتھ اسلام آباد اور لاہور میں ویک اینڈ لیب کے دن ہوتے ہیں۔',
    outcomesUr: [
      'Linux اور Windows مشینوں اور چھوٹے نیٹ ورکس کو محفوظ بنائیں',
      'OWASP Top 10 کی مدد سے ویب کی کمزوریاں تلاش کریں اور رپورٹ کریں',
      'واقعات کی تحقیق کریں اور بعد از واقعہ واضح رپورٹس لکھیں',
      'ابتدائی سطح کی سیکیورٹی سرٹیفکیشنز کی تیاری کریں',
    ],
    featured: true,
  },
  {
    slug: 'digital-marketing-and-e-commerce',
    title: 'Digital Marketing and E-commerce',
    tagline: 'Grow an online store or a client’s brand with search, social and data.',
    description:
      'A practical foundation programme for entrepreneurs and freelancers: set up a store, sell on marketplaces such as Daraz, run search and social campaigns in Urdu and English, and read the numbers that tell you what is working.',
    level: 'foundation',
    mode: 'online',
    durationWeeks: 32,
    semesterCount: 2,
    pricePerSemesterPaisa: pkr(45_000),
    outcomes: [
      'Launch and run an online store and a marketplace shop',
      'Plan search, social and e-mail campaigns on a small budget',
      'Write content in Urdu and English that ranks and converts',
      'Measure results with analytics and improve them',
    ],
    titleUr: 'ڈیجیٹل مارکیٹنگ اور ای کامرس',
    taglineUr: 'سرچ، سوشل میڈیا اور ڈیٹا کی مدد سے آن لائن اسٹور یا کلائنٹ کا برانڈ بڑھائیں۔',
    descriptionUr:
      'کاروباری افراد اور فری لانسرز کے لیے ایک عملی بنیادی پروگرام: اسٹور قائم کریں، Daraz جیسے مارکیٹ پلیسز پر فروخت کریں، اردو اور انگریزی میں سرچ اور سوشل مہمات چلائیں، اور وہ اعداد پڑھیں جو بتاتے ہیں کہ کیا کارگر ہے۔',
    outcomesUr: [
      'آن لائن اسٹور اور مارکیٹ پلیس دکان شروع کریں اور چلائیں',
      'کم بجٹ میں سرچ، سوشل اور ای میل مہمات کی منصوبہ بندی کریں',
      'اردو اور انگریزی میں ایسا مواد لکھیں جو سرچ میں اوپر آئے اور خریدار بنائے',
      'اینالیٹکس سے نتائج ناپیں اور انہیں بہتر بنائیں',
    ],
    featured: false,
  },
  {
    slug: 'ui-ux-product-design',
    title: 'UI/UX and Product Design',
    tagline: 'Research, design and test products people in Pakistan actually want to use.',
    description:
      'User research, information architecture, interface design in Figma, accessibility and usability testing. You design for Urdu and English, right-to-left and left-to-right, and leave with a portfolio of three case studies.',
    level: 'diploma',
    mode: 'online',
    durationWeeks: 32,
    semesterCount: 2,
    pricePerSemesterPaisa: pkr(70_000),
    outcomes: [
      'Plan and run interviews and usability tests',
      'Design accessible interfaces and design systems in Figma',
      'Design bilingual interfaces for Urdu and English',
      'Present a portfolio of three product case studies',
    ],
    titleUr: 'یو آئی/یو ایکس اور پروڈکٹ ڈیزائن',
    taglineUr:
      'ایسی پروڈکٹس پر تحقیق کریں، انہیں ڈیزائن کریں اور جانچیں جنہیں پاکستان کے لوگ واقعی استعمال کرنا چاہیں۔',
    descriptionUr:
      'صارفین پر تحقیق، معلومات کی ترتیب، Figma میں انٹرفیس ڈیزائن، رسائی اور استعمال کی جانچ۔ آپ اردو اور انگریزی، دائیں سے بائیں اور بائیں سے دائیں، دونوں کے لیے ڈیزائن کرتے ہیں اور تین کیس اسٹڈیز کے پورٹ فولیو کے ساتھ فارغ ہوتے ہیں۔',
    outcomesUr: [
      'انٹرویوز اور استعمال کی جانچ کی منصوبہ بندی کریں اور انہیں انجام دیں',
      'Figma میں قابلِ رسائی انٹرفیس اور ڈیزائن سسٹم بنائیں',
      'اردو اور انگریزی کے لیے دو لسانی انٹرفیس ڈیزائن کریں',
      'تین پروڈکٹ کیس اسٹڈیز کا پورٹ فولیو پیش کریں',
    ],
    featured: false,
  },
];
