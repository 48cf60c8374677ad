// FAQ and site content reads.
import { asc, eq } from 'drizzle-orm';
import type { Faq, FaqTopic, SiteContent } from '@/contract';
import type { Database } from '../../db/client';
import { faq, siteContent } from '../../db/schema';
import { notFound } from '../../http/errors';

/** FAQ in the order the support page shows it, optionally one topic only. */
export async function listFaq(db: Database, query: { topic?: FaqTopic }): Promise<{ items: Faq[]; total: number }> {
  const rows = await db
    .select({ id: faq.id, question: faq.question, answer: faq.answer, topic: faq.topic })
    .from(faq)
    .where(query.topic === undefined ? undefined : eq(faq.topic, query.topic))
    .orderBy(asc(faq.position), asc(faq.id));
  return { items: rows, total: rows.length };
}

export async function getSiteContent(db: Database, key: string): Promise<SiteContent> {
  const [row] = await db
    .select({ key: siteContent.key, title: siteContent.title, body: siteContent.body })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  if (!row) throw notFound(`No site content with key "${key}".`);
  return row;
}
