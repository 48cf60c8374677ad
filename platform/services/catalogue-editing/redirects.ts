// Old slugs of renamed programmes and instructors: the public page of an old slug answers 308 to the current one.
// Chains are kept flat (a → c after a → b → c) and a slug taken again by a live entry stops redirecting.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { slugRedirects } from '../../db/schema';
import { notFound } from '../../domain-errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type RedirectKind = 'programme' | 'instructor';

export async function recordSlugChange(
  tx: Transaction,
  kind: RedirectKind,
  from: string,
  to: string,
  at: Date,
): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.fromSlug, to)));
  await tx
    .update(slugRedirects)
    .set({ toSlug: to })
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.toSlug, from)));
  await tx
    .insert(slugRedirects)
    .values({ kind, fromSlug: from, toSlug: to, createdAt: at })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.fromSlug], set: { toSlug: to, createdAt: at } });
}

/** A new entry takes a slug that used to redirect: the slug is its now. */
export async function releaseSlug(tx: Transaction, kind: RedirectKind, slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.fromSlug, slug)));
}

export async function findRedirect(db: Database, kind: RedirectKind, slug: string): Promise<{ to: string }> {
  const [row] = await db
    .select({ to: slugRedirects.toSlug })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.fromSlug, slug)));
  if (!row) throw notFound(`No ${kind} used to be called "${slug}".`);
  return row;
}
