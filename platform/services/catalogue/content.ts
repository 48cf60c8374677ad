// FAQ, site content and the organisation's contact details.
import { eq } from 'drizzle-orm';
import type { Faq, FaqTopic, Language, Organisation, SiteContent, SiteContentSection } from '@/contract';
import type { Database } from '../../db/client';
import { faq, organisation, siteContent, type SiteContentSection as SectionRow } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { localise } from './localised';
import { fillPaymentMethods } from './payment-methods-text';
import { toOrganisation } from './rows';

/** Published FAQ in the order the support page shows it, optionally one topic only; `{payment methods}` filled in. */
export async function listFaq(
  db: Database,
  query: FaqQuery,
  paymentMethods: (language: Language) => string,
): Promise<{ items: Faq[]; total: number }> {
  const rows = await db.select().from(faq).where(eq(faq.published, true));
  return faqList(rows, query, paymentMethods);
}

type FaqQuery = { topic?: FaqTopic; locale: Language };
type FaqRow = Pick<
  typeof faq.$inferSelect,
  'id' | 'question' | 'answer' | 'questionUr' | 'answerUr' | 'topic' | 'position'
>;

/** The support page's list from these questions (the published ones, or a preview's): one topic, in order, localised. */
export function faqList(
  rows: FaqRow[],
  query: FaqQuery,
  paymentMethods: (language: Language) => string,
): { items: Faq[]; total: number } {
  const items = rows
    .filter((row) => query.topic === undefined || row.topic === query.topic)
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => {
      const { texts, untranslated } = localise(query.locale, {
        question: [row.question, row.questionUr],
        answer: [row.answer, row.answerUr],
      });
      // The sentence is in the language the answer itself came in.
      const answerLanguage = untranslated.includes('answer') ? 'en' : query.locale;
      return {
        id: row.id,
        question: texts.question,
        answer: fillPaymentMethods(texts.answer, paymentMethods(answerLanguage)),
        topic: row.topic,
        untranslated,
      };
    });
  return { items, total: items.length };
}

/** Each English section in its Urdu twin (matched by id) where there is one. */
function localiseSections(english: SectionRow[], urdu: SectionRow[] | null, locale: Language): SiteContentSection[] {
  return english.map((section) => {
    const twin = urdu?.find((candidate) => candidate.id === section.id);
    const { texts, untranslated } = localise(locale, {
      heading: [section.heading, twin?.heading ?? null],
      body: [section.body, twin?.body ?? null],
    });
    return { id: section.id, ...texts, untranslated };
  });
}

export async function getSiteContent(db: Database, key: string, locale: Language): Promise<SiteContent> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  if (!row) throw notFound(`No site content with key "${key}".`);
  return siteContentIn(row, locale);
}

type SiteContentRow = Pick<
  typeof siteContent.$inferSelect,
  'key' | 'title' | 'body' | 'sections' | 'titleUr' | 'bodyUr' | 'sectionsUr' | 'updatedAt'
>;

/** A page in the reader's language (the published row, or a preview's draft). */
export function siteContentIn(row: SiteContentRow, locale: Language): SiteContent {
  const { texts, untranslated } = localise(locale, { title: [row.title, row.titleUr], body: [row.body, row.bodyUr] });
  return {
    key: row.key,
    ...texts,
    sections: localiseSections(row.sections, row.sectionsUr, locale),
    updatedAt: row.updatedAt.toISOString(),
    untranslated,
  };
}

export async function getOrganisation(db: Database, locale: Language): Promise<Organisation> {
  const [row] = await db.select().from(organisation).limit(1);
  if (!row) throw notFound('The organisation’s details have not been entered.');
  return toOrganisation(row, locale);
}

/**
 * The refund policy: the 'refunds' section of the terms, the one text both /terms and checkout show, in the reader's
 * language (its English where the Urdu terms have no such section, named in `untranslated`).
 */
export async function refundPolicy(db: Database, locale: Language) {
  const [row] = await db
    .select({ sections: siteContent.sections, sectionsUr: siteContent.sectionsUr })
    .from(siteContent)
    .where(eq(siteContent.key, 'terms'));
  const refunds = (sections: SectionRow[] | null | undefined) =>
    sections?.find((section) => section.id === 'refunds')?.body ?? null;
  const { texts, untranslated } = localise(locale, {
    refundPolicy: [refunds(row?.sections) ?? [], refunds(row?.sectionsUr)],
  });
  return { refundPolicy: texts.refundPolicy, untranslated };
}
