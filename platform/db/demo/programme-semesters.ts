// Demo programme semesters: each programme's stages in order, named for what they teach.
import type { programmeSemesters } from '../schema';

type ProgrammeSemesterRow = typeof programmeSemesters.$inferInsert;

const stages: Record<string, string[]> = {
  'full-stack-web-development': ['Foundations', 'Core Skills', 'Production and Capstone'],
  'data-science-and-analytics': ['Foundations', 'Core Skills', 'Specialisation and Capstone'],
  'mobile-app-development': ['Foundations', 'Connected Apps and Publishing'],
  'cloud-and-devops-engineering': ['Foundations', 'Platforms and Operations'],
  'cyber-security': ['Foundations', 'Offence, Defence and Response'],
  'digital-marketing-and-e-commerce': ['Foundations', 'Growth and Marketplaces'],
  'ui-ux-product-design': ['Foundations', 'Interface Design and Portfolio'],
};

export const demoProgrammeSemesters: ProgrammeSemesterRow[] = Object.entries(stages).flatMap(([programmeSlug, names]) =>
  names.map((name, index) => ({ programmeSlug, number: index + 1, name })),
);
