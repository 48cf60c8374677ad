// /staff/catalogue/instructors/{slug} – an instructor's editor: the draft (or the published texts) in a form, the photo,
// and publish or take down. Which programmes they teach follows from the courses each programme gives them.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { readEditableInstructor } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EditorHeader } from '../../_components/editor-header';
import { instructorToForm } from '../../_components/form-content';
import { InstructorForm } from '../../_components/instructor-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Edit instructor', description: 'An instructor.' });

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function EditInstructorPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const path = `/staff/catalogue/instructors/${slug}`;
  const session = await requireAdminSession(path);
  const entry = await readEditableInstructor(session.accessToken, slug);
  if (!entry) notFound();
  const content = entry.draft?.content ?? entry.live;
  const formKey = crypto.randomUUID();
  return (
    <>
      <EditorHeader
        kind="instructors"
        slug={slug}
        title={content.name}
        lead="Instructor"
        entry={entry}
        outcome={await searchParams}
        publicPath={`/instructors/${entry.live.slug}`}
        formKey={formKey}
        permalink={path}
        preview
        unpublish
      />
      <section aria-labelledby="instructor-photo">
        <h2 id="instructor-photo">Photo</h2>
        <p>
          {entry.hasPhoto ? 'A photo is stored; a new one replaces it at once.' : 'No photo yet.'} JPEG, PNG or WebP, at
          most 10 MB; its metadata (location, camera) is removed.
        </p>
        <form action={`${path}/photo`} method="post" encType="multipart/form-data">
          <label htmlFor="instructor-photo-file">Photo of {content.name}</label>{' '}
          <input id="instructor-photo-file" type="file" name="photo" accept="image/jpeg,image/png,image/webp" />{' '}
          <Button type="submit">Upload photo</Button>
        </form>
      </section>
      <section aria-labelledby="instructor-texts">
        <h2 id="instructor-texts">Texts</h2>
        <InstructorForm
          original={slug}
          version={entry.version}
          initial={instructorToForm(content)}
          formKey={formKey}
          permalink={path}
        />
      </section>
    </>
  );
}
