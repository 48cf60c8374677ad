// /staff/catalogue/programmes/new – an administrator adds a programme with its semesters and courses: created
// unpublished, then published from the programme's page.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { instructorChoices } from '../../_components/instructor-choices';
import { ProgrammeForm } from '../../_components/programme-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Add a programme', description: 'A new programme.' });

export default async function NewProgrammePage() {
  const session = await requireAdminSession('/staff/catalogue/programmes/new');
  return (
    <>
      <PageHeader
        title="Add a programme"
        lead="The programme is not shown on the site, and takes no orders, until you publish it."
      />
      <ProgrammeForm
        initial={{ minimumAge: '16', enrolmentOpen: 'yes', level: 'foundation', mode: 'online' }}
        instructors={await instructorChoices(session.accessToken)}
        formKey={crypto.randomUUID()}
        permalink="/staff/catalogue/programmes/new"
      />
    </>
  );
}
