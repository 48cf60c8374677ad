// Demo programme semesters: each programme's stages in order, named for what they teach.
import type { programmeSemesters } from '../schema';

type ProgrammeSemesterRow = typeof programmeSemesters.$inferInsert;

/** Each stage's name in English and in Urdu. */
const stages: Record<string, [name: string, nameUr: string][]> = {
  'full-stack-web-development': [
    ['Foundations', 'بنیادیں'],
    ['Core Skills', 'بنیادی مہارتیں'],
    ['Production and Capstone', 'لائیو ماحول اور کیپ اسٹون'],
  ],
  'data-science-and-analytics': [
    ['Foundations', 'بنیادیں'],
    ['Core Skills', 'بنیادی مہارتیں'],
    ['Specialisation and Capstone', 'تخصص اور کیپ اسٹون'],
  ],
  'mobile-app-development': [
    ['Foundations', 'بنیادیں'],
    ['Connected Apps and Publishing', 'منسلک ایپس اور اشاعت'],
  ],
  'cloud-and-devops-engineering': [
    ['Foundations', 'بنیادیں'],
    ['Platforms and Operations', 'پلیٹ فارم اور آپریشنز'],
  ],
  'cyber-security': [
    ['Foundations', 'بنیادیں'],
    ['Offence, Defence and Response', 'حملہ، دفاع اور ردِعمل'],
  ],
  'digital-marketing-and-e-commerce': [
    ['Foundations', 'بنیادیں'],
    ['Growth and Marketplaces', 'ترقی اور مارکیٹ پلیسز'],
  ],
  'ui-ux-product-design': [
    ['Foundations', 'بنیادیں'],
    ['Interface Design and Portfolio', 'انٹرفیس ڈیزائن اور پورٹ فولیو'],
  ],
};

export const demoProgrammeSemesters: ProgrammeSemesterRow[] = Object.entries(stages).flatMap(([programmeSlug, names]) =>
  names.map(([name, nameUr], index) => ({ programmeSlug, number: index + 1, name, nameUr })),
);
