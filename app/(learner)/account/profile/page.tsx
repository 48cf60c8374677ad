// /account/profile – correct the name and phone (sign-up's rules).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { BackToAccount } from '../_components/back-to-account';
import { ProfileForm } from './_components/profile-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Name and phone',
  description: 'Correct the name and phone number on your account.',
});

export default async function ProfilePage() {
  const { user } = await requireSession('/account/profile');
  return (
    <div className="container section">
      <PageHeader
        eyebrow="My account"
        title="Name and phone"
        lead="The name we greet you by and print on receipts. Once your identity is verified, your certificates and the LMS use the name on your identity document, which this does not change."
      />
      <ProfileForm fullName={user.full_name} phone={user.phone} defaultCountry={await requestDefaultCountry()} />
      <BackToAccount />
    </div>
  );
}
