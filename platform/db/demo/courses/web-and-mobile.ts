// Demo courses of the web and mobile programmes.
import type { ProgrammeCourses } from './types';

export const webCourses: ProgrammeCourses = {
  programmeSlug: 'full-stack-web-development',
  courses: [
    {
      code: 'WEB101',
      semester: 1,
      credits: 3,
      instructor: 'ayesha-siddiqui',
      title: 'HTML, CSS and Accessible Layouts',
      summary:
        'Semantic HTML, modern CSS layout and the accessibility habits that make a page work for everyone, on every screen.',
      titleUr: 'HTML، CSS اور قابلِ رسائی لے آؤٹ',
      summaryUr:
        'بامعنی HTML، جدید CSS لے آؤٹ اور رسائی کی وہ عادتیں جن سے صفحہ ہر شخص کے لیے اور ہر اسکرین پر کام کرے۔',
    },
    {
      code: 'WEB102',
      semester: 1,
      credits: 4,
      instructor: 'usman-tariq',
      title: 'JavaScript Fundamentals',
      summary: 'Values, functions, objects, the DOM and asynchronous code, practised through small interactive tools.',
      titleUr: 'JavaScript کی بنیادیں',
      summaryUr: 'ویلیوز، فنکشنز، آبجیکٹس، DOM اور غیر ہم وقت کوڈ، چھوٹے انٹرایکٹو ٹولز بنا کر مشق کے ساتھ۔',
    },
    {
      code: 'WEB103',
      semester: 1,
      credits: 2,
      instructor: 'zainab-hussain',
      title: 'Git, the Command Line and Teamwork',
      summary:
        'Version control, branches and pull requests, the Linux shell, and how a software team plans a week of work.',
      titleUr: 'Git، کمانڈ لائن اور ٹیم ورک',
      summaryUr:
        'ورژن کنٹرول، برانچز اور پُل ریکویسٹس، Linux شیل، اور یہ کہ سافٹ ویئر ٹیم ہفتے بھر کے کام کی منصوبہ بندی کیسے کرتی ہے۔',
    },
    {
      code: 'WEB201',
      semester: 2,
      credits: 4,
      instructor: 'ayesha-siddiqui',
      title: 'React and TypeScript',
      summary:
        'Components, state, forms and data fetching with React, with TypeScript catching mistakes before users do.',
      titleUr: 'React اور TypeScript',
      summaryUr:
        'React کے ساتھ کمپونینٹس، اسٹیٹ، فارم اور ڈیٹا کا حصول، جبکہ TypeScript غلطیاں صارفین سے پہلے پکڑ لیتی ہے۔',
    },
    {
      code: 'WEB202',
      semester: 2,
      credits: 4,
      instructor: 'usman-tariq',
      title: 'Node.js APIs and Authentication',
      summary: 'Design and build REST APIs in Node.js: validation, errors, sessions, tokens and rate limits.',
      titleUr: 'Node.js API اور تصدیق',
      summaryUr: 'Node.js میں REST API ڈیزائن کریں اور بنائیں: توثیق، غلطیاں، سیشن، ٹوکن اور درخواستوں کی حد۔',
    },
    {
      code: 'WEB203',
      semester: 2,
      credits: 3,
      instructor: 'kamran-yousaf',
      title: 'Relational Databases and SQL',
      summary: 'Model data in PostgreSQL, write joins and aggregates, and read query plans to keep pages fast.',
      titleUr: 'ریلیشنل ڈیٹا بیس اور SQL',
      summaryUr:
        'PostgreSQL میں ڈیٹا کا ماڈل بنائیں، جوائنز اور مجموعے لکھیں، اور کوئری پلان پڑھ کر صفحات کو تیز رکھیں۔',
    },
    {
      code: 'WEB301',
      semester: 3,
      credits: 4,
      instructor: 'ayesha-siddiqui',
      title: 'Next.js in Production',
      summary: 'Server rendering, caching, search-engine metadata and deployment of a Next.js application.',
      titleUr: 'لائیو ماحول میں Next.js',
      summaryUr: 'سرور رینڈرنگ، کیشنگ، سرچ انجن کے لیے میٹا ڈیٹا اور Next.js ایپلی کیشن کو لائیو کرنا۔',
    },
    {
      code: 'WEB302',
      semester: 3,
      credits: 3,
      instructor: 'usman-tariq',
      title: 'Testing and Quality Engineering',
      summary:
        'Unit, integration and end-to-end tests, continuous integration and code review that finds real problems.',
      titleUr: 'ٹیسٹنگ اور کوالٹی انجینئرنگ',
      summaryUr: 'یونٹ، انٹیگریشن اور مکمل ٹیسٹ، مسلسل انضمام اور ایسا کوڈ ریویو جو حقیقی مسائل پکڑے۔',
    },
    {
      code: 'WEB303',
      semester: 3,
      credits: 6,
      instructor: 'ayesha-siddiqui',
      title: 'Capstone: Software for a Local Business',
      summary: 'A team builds, ships and supports a web application for a real small business in Pakistan.',
      titleUr: 'کیپ اسٹون: مقامی کاروبار کے لیے سافٹ ویئر',
      summaryUr:
        'ایک ٹیم پاکستان کے ایک حقیقی چھوٹے کاروبار کے لیے ویب ایپلی کیشن بناتی، لائیو کرتی اور اسے سنبھالتی ہے۔',
    },
  ],
};

export const mobileCourses: ProgrammeCourses = {
  programmeSlug: 'mobile-app-development',
  courses: [
    {
      code: 'MOB101',
      semester: 1,
      credits: 4,
      instructor: 'sana-malik',
      title: 'Dart and Flutter Fundamentals',
      summary: 'The Dart language, Flutter widgets and layouts, and a first app running on your own phone.',
      titleUr: 'Dart اور Flutter کی بنیادیں',
      summaryUr: 'Dart زبان، Flutter ویجٹس اور لے آؤٹ، اور آپ کے اپنے فون پر چلنے والی پہلی ایپ۔',
    },
    {
      code: 'MOB102',
      semester: 1,
      credits: 3,
      instructor: 'nida-javed',
      title: 'Mobile Interface Design and Accessibility',
      summary: 'Touch targets, typography, Urdu and English text, and screen-reader support on Android and iOS.',
      titleUr: 'موبائل انٹرفیس ڈیزائن اور رسائی',
      summaryUr: 'چھونے کے اہداف، ٹائپوگرافی، اردو اور انگریزی متن، اور Android اور iOS پر اسکرین ریڈر کی سہولت۔',
    },
    {
      code: 'MOB103',
      semester: 1,
      credits: 3,
      instructor: 'sana-malik',
      title: 'State, Storage and Offline Sync',
      summary: 'Manage app state, store data on the device and sync it when a patchy connection comes back.',
      titleUr: 'اسٹیٹ، اسٹوریج اور آف لائن ہم آہنگی',
      summaryUr: 'ایپ کی اسٹیٹ سنبھالیں، ڈیٹا فون پر محفوظ کریں اور کمزور کنکشن بحال ہونے پر اسے ہم آہنگ کریں۔',
    },
    {
      code: 'MOB201',
      semester: 2,
      credits: 4,
      instructor: 'sana-malik',
      title: 'APIs, Sign-in and Mobile Wallet Payments',
      summary: 'Call REST APIs securely, sign users in and take payments through local mobile wallets.',
      titleUr: 'API، سائن اِن اور موبائل والیٹ سے ادائیگی',
      summaryUr:
        'REST API کو محفوظ طریقے سے استعمال کریں، صارفین کو سائن اِن کرائیں اور مقامی موبائل والیٹس سے ادائیگی لیں۔',
    },
    {
      code: 'MOB202',
      semester: 2,
      credits: 3,
      instructor: 'sana-malik',
      title: 'Maps, Camera and Push Notifications',
      summary: 'Use the phone’s location, camera and notifications responsibly, with permissions users understand.',
      titleUr: 'نقشے، کیمرا اور پُش نوٹیفکیشنز',
      summaryUr:
        'فون کی لوکیشن، کیمرا اور نوٹیفکیشنز ذمہ داری سے استعمال کریں، ایسی اجازتوں کے ساتھ جو صارف سمجھ سکیں۔',
    },
    {
      code: 'MOB203',
      semester: 2,
      credits: 3,
      instructor: 'zainab-hussain',
      title: 'Testing and Publishing on the Play Store',
      summary: 'Automated tests, build pipelines, crash reporting and a release on the Google Play Store.',
      titleUr: 'ٹیسٹنگ اور Play Store پر اشاعت',
      summaryUr: 'خودکار ٹیسٹ، بلڈ پائپ لائنز، کریش رپورٹنگ اور Google Play Store پر ریلیز۔',
    },
  ],
};
