// /staff/catalogue/pages/{key} – a site page's editor (about, privacy, terms, …): the draft (or the published page) in
// a form, English beside Urdu, and publish. The terms keep their refunds section: the checkout shows it.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readEditablePage } from '@/lib/api/catalogue-editor';
import { isPreviewedPage } from '@/lib/catalogue/page-preview';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EditorHeader } from '../../_components/editor-header';
import { pageToForm, publicPathOfPage } from '../../_components/page-content';
import { PageForm } from '../../_components/page-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Edit page', description: 'A page of the site.' });

interface Props {
  params: Promise<{ key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function EditSitePage({ params, searchParams }: Props) {
  const { key } = await params;
  const path = `/staff/catalogue/pages/${key}`;
  const session = await requireAdminSession(path);
  const entry = await readEditablePage(session.accessToken, key);
  if (!entry) notFound();
  const content = entry.draft?.content ?? entry.live;
  const formKey = crypto.randomUUID();
  return (
    <>
      <EditorHeader
        kind="pages"
        slug={key}
        title={content.title}
        lead="Site page"
        entry={entry}
        outcome={await searchParams}
        publicPath={publicPathOfPage(key)}
        formKey={formKey}
        permalink={path}
        preview={isPreviewedPage(key)}
      />
      {key === 'terms' ? (
        <p>
          The section with the id &ldquo;refunds&rdquo; is the refund rules the checkout shows: it cannot be removed or
          emptied, in English or in Urdu.
        </p>
      ) : null}
      <PageForm
        original={key}
        version={entry.version}
        initial={pageToForm(content)}
        formKey={formKey}
        permalink={path}
      />
    </>
  );
}
