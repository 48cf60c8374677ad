// /staff/catalogue/instructors/new – an administrator adds an instructor: created unpublished, then edited, given a
// photo and published from the instructor's page.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { InstructorForm } from '../../_components/instructor-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Add an instructor',
  description: 'A new instructor.',
});

export default async function NewInstructorPage() {
  await requireAdminSession('/staff/catalogue/instructors/new');
  return (
    <>
      <PageHeader title="Add an instructor" lead="The instructor is not shown on the site until you publish them." />
      <InstructorForm initial={{}} formKey={crypto.randomUUID()} permalink="/staff/catalogue/instructors/new" />
    </>
  );
}
