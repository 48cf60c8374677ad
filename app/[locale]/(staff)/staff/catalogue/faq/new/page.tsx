// /staff/catalogue/faq/new – a new support question: created unpublished (the support page does not show it), then
// published from its own editor.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { FaqForm } from '../../_components/faq-form';

export const metadata: Metadata = signedInPageMetadata({ title: 'Add a question', description: 'A support question.' });

export default async function NewFaqPage() {
  const path = '/staff/catalogue/faq/new';
  await requireAdminSession(path);
  return (
    <>
      <PageHeader title="Add a question" lead="Support question" />
      <FaqForm initial={{ topic: 'admissions', position: '100' }} formKey={crypto.randomUUID()} permalink={path} />
    </>
  );
}
