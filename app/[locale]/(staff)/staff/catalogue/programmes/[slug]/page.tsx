// /staff/catalogue/programmes/{slug} – a programme's editor: the draft (or the published programme) in a form, and
// publish or take down. A fee published here applies to orders made from then on.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readEditableProgramme } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EditorHeader } from '../../_components/editor-header';
import { programmeToForm } from '../../_components/form-content';
import { instructorChoices } from '../../_components/instructor-choices';
import { ProgrammeForm } from '../../_components/programme-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Edit programme', description: 'A programme.' });

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function EditProgrammePage({ params, searchParams }: Props) {
  const { slug } = await params;
  const path = `/staff/catalogue/programmes/${slug}`;
  const session = await requireAdminSession(path);
  const [entry, instructors] = await Promise.all([
    readEditableProgramme(session.accessToken, slug),
    instructorChoices(session.accessToken),
  ]);
  if (!entry) notFound();
  const content = entry.draft?.content ?? entry.live;
  const formKey = crypto.randomUUID();
  return (
    <>
      <EditorHeader
        kind="programmes"
        slug={slug}
        title={content.title}
        lead="Programme"
        entry={entry}
        outcome={await searchParams}
        publicPath={`/${entry.live.slug}`}
        formKey={formKey}
        permalink={path}
        preview
        unpublish
      />
      <ProgrammeForm
        original={slug}
        version={entry.version}
        initial={programmeToForm(content)}
        instructors={instructors}
        formKey={formKey}
        permalink={path}
      />
    </>
  );
}
