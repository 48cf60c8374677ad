// /account/profile – correct the name and phone (sign-up's rules), and choose the language of our e-mails.
import type { Metadata } from 'next';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { EmailLanguageForm } from './_components/email-language-form';
import { ProfileForm } from './_components/profile-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Name and phone',
  description: 'Correct the name and phone number on your account, and choose the language of our e-mails.',
});

export default async function ProfilePage() {
  const { user } = await requireSession('/account/profile');
  return (
    <AccountSubpage
      title="Name and phone"
      lead="The name we greet you by and print on receipts. Once your identity is verified, your certificates and the LMS use the name on your identity document, which this does not change."
    >
      <ProfileForm fullName={user.full_name} phone={user.phone} defaultCountry={await requestDefaultCountry()} />
      <h2 id="email-language-heading">Language of our e-mails</h2>
      <EmailLanguageForm language={user.language} />
    </AccountSubpage>
  );
}
