// What the public reads would answer once the waiting drafts are published: a site page with its draft, and the
// support page's questions with every draft and every question not yet published. Only the staff preview routes
// call these (administrators only); the public reads never see a draft.
import { eq } from 'drizzle-orm';
import type { Faq, FaqContent, FaqTopic, Language, PageContent, SiteContent } from '@/contract';
import type { Database } from '../../db/client';
import { catalogueDrafts, faq, siteContent } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { faqList, siteContentIn } from '../catalogue/content';
import { readDraft } from './versions';

/** The page at `key` in `locale` with its draft (or as published when none waits), dated as if published `at`. */
export async function previewSiteContent(db: Database, key: string, locale: Language, at: Date): Promise<SiteContent> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  if (!row) throw notFound(`No site content with key "${key}".`);
  const draft = await readDraft(db, 'page', key);
  if (!draft) return siteContentIn(row, locale);
  return siteContentIn({ key, ...(draft.content as PageContent), updatedAt: at }, locale);
}

/** Every question, published or not, each as its draft says where one waits; one topic, in the support page's order. */
export async function previewFaq(
  db: Database,
  query: { topic?: FaqTopic; locale: Language },
  paymentMethods: (language: Language) => string,
): Promise<{ items: Faq[]; total: number }> {
  const [rows, drafts] = await Promise.all([
    db.select().from(faq),
    db.select().from(catalogueDrafts).where(eq(catalogueDrafts.kind, 'faq')),
  ]);
  const draftOf = new Map(drafts.map((draft) => [draft.key, draft.content as FaqContent]));
  return faqList(
    rows.map((row) => ({ id: row.id, ...(draftOf.get(row.id) ?? row) })),
    query,
    paymentMethods,
  );
}
