// /staff/catalogue/faq/{id} – one support question's editor: the draft (or the published question), English beside
// Urdu, and publish. The support page (/support, /ur/support) shows what is published.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readEditableFaq } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EditorHeader } from '../../_components/editor-header';
import { FaqForm } from '../../_components/faq-form';
import { faqToForm } from '../../_components/page-content';

export const metadata: Metadata = signedInPageMetadata({ title: 'Edit question', description: 'A support question.' });

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function EditFaqPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/staff/catalogue/faq/${id}`;
  const session = await requireAdminSession(path);
  const entry = await readEditableFaq(session.accessToken, id);
  if (!entry) notFound();
  const content = entry.draft?.content ?? entry.live;
  const formKey = crypto.randomUUID();
  return (
    <>
      <EditorHeader
        kind="faq"
        slug={id}
        title={content.question}
        lead="Support question"
        entry={entry}
        outcome={await searchParams}
        publicPath="/support"
        formKey={formKey}
        permalink={path}
        preview
        remove="Remove the question"
      />
      <FaqForm original={id} version={entry.version} initial={faqToForm(content)} formKey={formKey} permalink={path} />
    </>
  );
}
