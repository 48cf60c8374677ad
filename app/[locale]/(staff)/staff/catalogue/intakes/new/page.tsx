// /staff/catalogue/intakes/new – an administrator adds an intake (a term learners start in): it takes orders at once.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { IntakeForm } from '../../_components/intake-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Add an intake', description: 'A new intake.' });

export default async function NewIntakePage() {
  await requireAdminSession('/staff/catalogue/intakes/new');
  return (
    <>
      <PageHeader
        title="Add an intake"
        lead="An intake is saved at once, not as a draft: learners can choose it as soon as it is created."
      />
      <IntakeForm initial={{ open: 'open' }} formKey={crypto.randomUUID()} permalink="/staff/catalogue/intakes/new" />
    </>
  );
}
