// /account/sign-ins – where the account is signed in now (when, and the device as far as its browser said), and
// "Sign out everywhere else".
import type { Metadata } from 'next';
import { formatMoment } from '@/components/catalogue/format';
import { Table } from '@/components/ui/table';
import { listSignIns } from '@/lib/api/account';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { SignOutOthersForm } from './_components/sign-out-others-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Sign-ins',
  description: 'Where your account is signed in now, and signing out everywhere else.',
});

export default async function SignInsPage() {
  const session = await requireSession('/account/sign-ins');
  const { items } = await listSignIns(session.accessToken);
  return (
    <AccountSubpage
      title="Sign-ins"
      lead="Where your account is signed in now. Times are Pakistan time. If you do not recognise one, sign out everywhere else and change your password."
    >
      <Table
        caption="Your sign-ins"
        columns={['Device', 'Signed in', 'Last used']}
        stackOnPhone
        rows={items.map((item) => ({
          key: item.id,
          cells: [
            `${item.device ?? 'Unknown device'}${item.current ? ' (this device)' : ''}`,
            formatMoment(item.signed_in_at),
            item.last_used_at ? formatMoment(item.last_used_at) : 'Not since',
          ],
        }))}
      />
      <SignOutOthersForm />
    </AccountSubpage>
  );
}
