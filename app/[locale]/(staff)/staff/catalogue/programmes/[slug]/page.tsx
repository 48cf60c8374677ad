// /staff/catalogue/programmes/{slug} – a programme's editor: the draft (or the published programme) in a form, and
// publish or take down. A fee published here applies to orders made from then on.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { readEditableProgramme } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EntryStatus } from '../../_components/entry-status';
import { programmeToForm } from '../../_components/form-content';
import { instructorChoices } from '../../_components/instructor-choices';
import { ProgrammeForm } from '../../_components/programme-form';
import { PreviewForm } from '../../_components/preview-form';
import { PublishForm } from '../../_components/publish-form';
import styles from '../../_components/editor.module.css';

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
      <PageHeader title={content.title} lead="Programme" />
      <EntryStatus
        published={entry.published}
        draft={entry.draft}
        version={entry.version}
        outcome={await searchParams}
        publicPath={`/${entry.live.slug}`}
      />
      <div className={styles.actions}>
        <PreviewForm kind="programmes" slug={slug} />
        <PublishForm
          kind="programmes"
          original={slug}
          version={entry.version}
          step="publish"
          label={entry.draft ? 'Publish the draft' : entry.published ? 'Publish again' : 'Publish'}
          formKey={formKey}
          permalink={path}
        />
        {entry.published ? (
          <PublishForm
            kind="programmes"
            original={slug}
            version={entry.version}
            step="unpublish"
            label="Take off the site"
            formKey={formKey}
            permalink={path}
          />
        ) : null}
      </div>
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
