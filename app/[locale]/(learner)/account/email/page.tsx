// /account/email – change the e-mail address: a code sent to the new one confirms it.
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { EmailChangeForm } from './_components/email-change-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Change e-mail address',
  description: 'Move your account to another e-mail address, confirmed with a code sent to it.',
});

export default async function EmailPage() {
  const { user } = await requireSession('/account/email');
  return (
    <AccountSubpage
      title="Change e-mail address"
      lead="We send a 6-digit code to the new address; nothing changes until you enter it here. Then we tell your old address, with a link that undoes the change for 7 days."
    >
      <EmailChangeForm email={user.email} />
    </AccountSubpage>
  );
}
