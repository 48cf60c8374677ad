// FAQ, site content and the organisation's contact details.
import { asc, eq } from 'drizzle-orm';
import type { Faq, FaqTopic, Organisation, SiteContent } from '@/contract';
import type { Database } from '../../db/client';
import { faq, organisation, siteContent } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fillPaymentMethods } from './payment-methods-text';
import { toOrganisation } from './rows';

/** FAQ in the order the support page shows it, optionally one topic only; `{payment methods}` filled in. */
export async function listFaq(
  db: Database,
  query: { topic?: FaqTopic },
  paymentMethods: string,
): Promise<{ items: Faq[]; total: number }> {
  const rows = await db
    .select({ id: faq.id, question: faq.question, answer: faq.answer, topic: faq.topic })
    .from(faq)
    .where(query.topic === undefined ? undefined : eq(faq.topic, query.topic))
    .orderBy(asc(faq.position), asc(faq.id));
  return {
    items: rows.map((row) => ({ ...row, answer: fillPaymentMethods(row.answer, paymentMethods) })),
    total: rows.length,
  };
}

export async function getSiteContent(db: Database, key: string): Promise<SiteContent> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  if (!row) throw notFound(`No site content with key "${key}".`);
  return {
    key: row.key,
    title: row.title,
    body: row.body,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getOrganisation(db: Database): Promise<Organisation> {
  const [row] = await db.select().from(organisation).limit(1);
  if (!row) throw notFound('The organisation’s details have not been entered.');
  return toOrganisation(row);
}

/** The refund policy: the 'refunds' section of the terms, the one text both /terms and checkout show. */
export async function refundPolicy(db: Database): Promise<string[]> {
  const [row] = await db
    .select({ sections: siteContent.sections })
    .from(siteContent)
    .where(eq(siteContent.key, 'terms'));
  return row?.sections.find((section) => section.id === 'refunds')?.body ?? [];
}
