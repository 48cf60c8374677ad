// /account/password – change the password; every other sign-in ends.
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { PasswordForm } from './_components/password-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Change password',
  description: 'Change your password; every other device is signed out.',
});

export default async function PasswordPage() {
  const { user } = await requireSession('/account/password');
  return (
    <AccountSubpage
      title="Change password"
      lead="Enter your current password, then the new one. Every other device is signed out, and we e-mail you that it changed."
    >
      <PasswordForm email={user.email} />
    </AccountSubpage>
  );
}
