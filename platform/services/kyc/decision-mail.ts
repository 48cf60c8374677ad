// The learner hears about every decision by e-mail (the platform's mailer: SMTP, or the log and the outbox).
import { KYC_REJECTION_REASONS, type KycRejectionReason } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { sendAccountMail } from '../auth/notify';

interface Recipient {
  id: string;
  email: string;
  fullName: string;
}

export function sendKycDecisionMail(
  deps: PlatformDeps,
  learner: Recipient,
  decision: { status: 'approved' | 'rejected'; reason: KycRejectionReason | null; note: string | null },
): void {
  const lines =
    decision.status === 'approved'
      ? ['Your identity is verified. You can now enrol and pay for your programme.']
      : [
          'We could not verify your identity from what you sent.',
          '',
          `Reason: ${decision.reason ? KYC_REJECTION_REASONS[decision.reason] : 'not given'}.`,
          ...(decision.note ? [`Note from our team: ${decision.note}`] : []),
          '',
          'You can submit again on the identity verification page (/kyc) of the Learner Portal.',
        ];
  const subject = decision.status === 'approved' ? 'Your identity is verified' : 'We could not verify your identity';
  const text = [`Hello ${learner.fullName},`, '', ...lines].join('\n');
  sendAccountMail(deps, { to: learner.email, subject, text }, { accountId: learner.id, kyc: decision.status });
}
