// /account/close – close the account: what is deleted, what the law makes us keep, then the password.
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { CloseAccountForm } from './_components/close-account-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Close my account',
  description: 'Close your account: what is deleted, and what the law makes us keep.',
});

export default async function CloseAccountPage() {
  await requireSession('/account/close');
  return (
    <AccountSubpage title="Close my account" lead="Closing cannot be undone. You may want to download your data first.">
      <h2>Deleted at once</h2>
      <ul>
        <li>Your name, phone and e-mail address on the account.</li>
        <li>Your identity photos and the details of your identity verification.</li>
        <li>Your support requests and scholarship applications.</li>
        <li>Every sign-in: all your devices are signed out.</li>
      </ul>
      <h2>Kept, as the law requires</h2>
      <p>Your orders, payments and receipts are kept for six years under an anonymous account, then deleted.</p>
      <h2>Orders in progress</h2>
      <ul>
        <li>
          An unpaid order is cancelled. If a card or wallet payment you started still goes through, the money is
          refunded.
        </li>
        <li>A bank transfer you sent stays with our staff; if they confirm it, the money is refunded.</li>
      </ul>
      <p>
        We e-mail you when the account is closed. You can sign up again with the same address later, as a new account.
      </p>
      <CloseAccountForm />
    </AccountSubpage>
  );
}
