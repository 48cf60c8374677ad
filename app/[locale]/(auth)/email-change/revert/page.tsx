// /email-change/revert?token=… – from the mail to the old address after an e-mail change: undo it.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RevertForm } from './_components/revert-form';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Undo an e-mail address change',
  description: 'Put your old e-mail address back on your Learner Portal account and sign every device out.',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RevertEmailChangePage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <>
      <PageHeader
        title="Undo an e-mail address change"
        lead="If you did not change the e-mail address of your account, press the button: your old address comes back, every device is signed out, and you set a new password with a code we send you."
      />
      <RevertForm token={typeof token === 'string' ? token : ''} />
    </>
  );
}
