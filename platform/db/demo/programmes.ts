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
    featured: false,
  },
];
