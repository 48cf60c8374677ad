// /account/data – download everything the platform holds about the learner, with what the file contains.
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { buttonClassName } from '@/components/ui/button';
import { AccountSubpage } from '../_components/account-subpage';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Download my data',
  description: 'A copy of everything we hold about you, as one JSON file.',
});

const SECTIONS: [string, string][] = [
  ['profile', 'your name, e-mail address, phone, country and when the account was made'],
  ['sign_ins', 'each sign-in: when, the browser it was made with, when and why it ended'],
  ['account_changes', 'every change you made here: what, when, from which address'],
  ['enrolments', 'your programmes and intakes'],
  ['orders', 'your orders with their lines, payments and receipts'],
  [
    'identity_verification',
    'the details you gave, the status and the decision; which photos we hold (the photos themselves are not in the file: they are deleted 90 days after the decision)',
  ],
  ['support_requests', 'the support requests sent from your address'],
  ['scholarship_applications', 'the scholarship applications sent from your address'],
];

export default async function DataPage() {
  await requireSession('/account/data');
  return (
    <AccountSubpage
      title="Download my data"
      lead="Everything we hold about you, as one JSON file you can open in any text editor. Its sections:"
    >
      <dl>
        {SECTIONS.map(([name, what]) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p>
        Amounts are in paisa (Rs 1 is 100 paisa), times are ISO 8601 in UTC. The full schema is the{' '}
        <code>DataExport</code> component of the platform&rsquo;s <a href="/api/v1/openapi.json">API description</a>.
      </p>
      <p>
        <a href="/account/data/download" download className={buttonClassName()}>
          Download my data (JSON)
        </a>
      </p>
    </AccountSubpage>
  );
}
