// A site page's and an FAQ question's content as the editor's flat form fields, both ways. A page's sections are rows
// (id, heading and text, each with its Urdu twin) with one blank row to add a section without JavaScript; a row
// emptied is a section removed. Paragraphs are separated by an empty line. Messages come back to the field they are
// about, whether zod found them here or the platform did (its paths start with `content.`).
import type { FaqContent, PageContent } from '@/contract';
import type { Values } from './form-content';

/** Blank section rows offered below the filled ones. */
export const SPARE_SECTIONS = 1;
export const SECTION_FIELDS = ['id', 'heading', 'headingUr', 'body', 'bodyUr'] as const;

const blank = (text = '') => text.trim() === '';
const paragraphs = (text = '') =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
const joined = (list: string[]) => list.join('\n\n');

/** The form rows numbered `section-N-…`, in order. */
export const sectionRows = (values: Values) =>
  Object.keys(values)
    .map((name) => /^section-(\d+)-id$/.exec(name)?.[1])
    .filter((row): row is string => row !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

type FieldsOf = (errors: Record<string, string>) => Record<string, string>;

/** The field a content path belongs to: `sections.2.heading` is the heading of the form row the third section came from. */
function pageFieldOf(path: string, rows: number[]): string {
  const [top = 'form', index, field] = path.replace(/^content\./, '').split('.');
  if ((top === 'sections' || top === 'sectionsUr') && index !== undefined) {
    const row = rows[Number(index)] ?? 0;
    const name = field === 'id' || field === undefined ? 'id' : field;
    return `section-${row}-${name}${top === 'sectionsUr' && name !== 'id' ? 'Ur' : ''}`;
  }
  return top;
}

const fieldsOf =
  (toField: (path: string) => string): FieldsOf =>
  (errors) => {
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) fields[toField(path)] ??= message;
    return fields;
  };

export function pageFromForm(values: Values): { content: PageContent; fieldOf: FieldsOf } {
  const field = (row: number, name: (typeof SECTION_FIELDS)[number]) => values[`section-${row}-${name}`] ?? '';
  const rows = sectionRows(values).filter((row) => SECTION_FIELDS.some((name) => !blank(field(row, name))));
  const sections = rows.map((row) => ({
    id: field(row, 'id').trim(),
    heading: field(row, 'heading'),
    body: paragraphs(field(row, 'body')),
  }));
  // Urdu sections are all there or missing (null): the English ids, in the same order.
  const anyUrdu = rows.some((row) => !blank(field(row, 'headingUr')) || !blank(field(row, 'bodyUr')));
  const content: PageContent = {
    title: values.title ?? '',
    body: paragraphs(values.body),
    sections,
    titleUr: blank(values.titleUr) ? null : (values.titleUr ?? null),
    bodyUr: paragraphs(values.bodyUr).length ? paragraphs(values.bodyUr) : null,
    sectionsUr: anyUrdu
      ? rows.map((row) => ({
          id: field(row, 'id').trim(),
          heading: field(row, 'headingUr'),
          body: paragraphs(field(row, 'bodyUr')),
        }))
      : null,
  };
  return { content, fieldOf: fieldsOf((path) => pageFieldOf(path, rows)) };
}

export function pageToForm(content: PageContent): Values {
  const values: Values = {
    title: content.title,
    titleUr: content.titleUr ?? '',
    body: joined(content.body),
    bodyUr: joined(content.bodyUr ?? []),
  };
  content.sections.forEach((section, row) => {
    const urdu = content.sectionsUr?.[row];
    values[`section-${row}-id`] = section.id;
    values[`section-${row}-heading`] = section.heading;
    values[`section-${row}-body`] = joined(section.body);
    values[`section-${row}-headingUr`] = urdu?.heading ?? '';
    values[`section-${row}-bodyUr`] = joined(urdu?.body ?? []);
  });
  return values;
}

export function faqFromForm(values: Values): { content: FaqContent; fieldOf: FieldsOf } {
  const position = values.position ?? '';
  const content: FaqContent = {
    question: values.question ?? '',
    answer: values.answer ?? '',
    questionUr: blank(values.questionUr) ? null : (values.questionUr ?? null),
    answerUr: blank(values.answerUr) ? null : (values.answerUr ?? null),
    topic: (values.topic ?? '') as FaqContent['topic'],
    position: /^\s*\d+\s*$/.test(position) ? Number(position) : blank(position) ? (undefined as never) : Number.NaN,
  };
  return { content, fieldOf: fieldsOf((path) => path.replace(/^content\./, '').split('.')[0] ?? 'form') };
}

export const faqToForm = (content: FaqContent): Values => ({
  question: content.question,
  answer: content.answer,
  questionUr: content.questionUr ?? '',
  answerUr: content.answerUr ?? '',
  topic: content.topic,
  position: String(content.position),
});

/** Where the public sees a page (the about page lives at /about-us). */
export const PAGE_PATHS: Record<string, string> = { home: '/', about: '/about-us' };
export const publicPathOfPage = (key: string) => PAGE_PATHS[key] ?? `/${key}`;
