// The dashboard's identity-verification panel: the real state from the platform (not submitted, pending, approved,
// rejected with the reason), with the way forward. Staff also get the way to the review queue.
import { KYC_REJECTION_REASONS, type KycStatus } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import panels from '@/components/ui/panels.module.css';

function describe(status: KycStatus): { summary: string; detail: string; link: string | null } {
  const submission = status.submission;
  switch (status.status) {
    case 'pending':
      return {
        summary: 'Pending review.',
        detail: 'We are checking your documents, usually within one working day, and will e-mail you.',
        link: 'See the status',
      };
    case 'approved':
      return { summary: 'Verified.', detail: 'Your identity is confirmed.', link: null };
    case 'rejected':
      return {
        summary: 'Not verified.',
        detail: `Reason: ${submission?.rejection_reason ? KYC_REJECTION_REASONS[submission.rejection_reason] : 'not given'}. Please submit it again.`,
        link: 'Submit again',
      };
    default:
      return {
        summary: 'Not submitted yet.',
        detail: 'You need to verify your identity before you can enrol.',
        link: 'Verify your identity',
      };
  }
}

export function IdentityStatus({ status, staff }: { status: KycStatus; staff: boolean }) {
  const shown = describe(status);
  return (
    <section aria-labelledby="kyc-heading" className={panels.panel}>
      <h2 id="kyc-heading">Identity verification</h2>
      <p>
        <strong>{shown.summary}</strong> {shown.detail}
      </p>
      {shown.link ? <Link href="/kyc">{shown.link}</Link> : null}
      {staff ? (
        <p>
          <Link href="/staff/kyc">Review identity verifications (staff)</Link>
        </p>
      ) : null}
    </section>
  );
}
