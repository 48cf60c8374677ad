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
  },
  {
    key: 'learning-path',
    title: 'Your learning path, semester by semester',
    body: [
      'Every programme is organised in semesters, each taught in one sixteen-week term of the academic calendar (fifteen teaching weeks and an examination week). Each semester builds on the one before, from foundations to specialisation and a capstone project.',
      'You start with semester 1 in the next intake, and enrol and pay one semester at a time, so you can pause between terms and return when you are ready.',
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
  },
];
