// The learner hears about every decision by e-mail (the platform's mailer: SMTP, or the log and the outbox), in the
// language of their account: English, or Urdu in the portal's polite register (docs/urdu-glossary.md).
import { KYC_REJECTION_REASONS, type KycRejectionReason, type Language } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { greetingLine } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';

interface Recipient {
  id: string;
  email: string;
  fullName: string;
  language: Language;
}

interface Decision {
  status: 'approved' | 'rejected';
  reason: KycRejectionReason | null;
  note: string | null;
}

const URDU_REASONS: Record<KycRejectionReason, string> = {
  unreadable_photo: 'ایک تصویر پڑھی نہیں جا سکتی',
  details_mismatch: 'تفصیلات دستاویز سے نہیں ملتیں',
  document_expired: 'دستاویز کی میعاد ختم ہو چکی ہے',
  selfie_mismatch: 'سیلفی دستاویز سے نہیں ملتی',
  wrong_document: 'یہ دستاویز ہم قبول نہیں کرتے',
  other: 'کوئی اور وجہ (نوٹ دیکھیں)',
};

/** The decision's subject and the lines under the greeting; staff's note is quoted as they wrote it. */
export function kycDecisionMailText(language: Language, decision: Decision): { subject: string; lines: string[] } {
  const { status, reason, note } = decision;
  if (language === 'ur')
    return status === 'approved'
      ? {
          subject: 'آپ کی شناخت کی تصدیق ہو گئی',
          lines: ['آپ کی شناخت کی تصدیق ہو گئی ہے۔ اب آپ اپنے پروگرام میں اندراج اور ادائیگی کر سکتے ہیں۔'],
        }
      : {
          subject: 'ہم آپ کی شناخت کی تصدیق نہیں کر سکے',
          lines: [
            'آپ کی بھیجی ہوئی معلومات سے ہم آپ کی شناخت کی تصدیق نہیں کر سکے۔',
            '',
            `وجہ: ${reason ? URDU_REASONS[reason] : 'نہیں بتائی گئی'}۔`,
            ...(note ? [`ہماری ٹیم کا نوٹ: ${note}`] : []),
            '',
            'آپ Learner Portal میں شناخت کی تصدیق کے صفحے (/kyc) پر دوبارہ جمع کروا سکتے ہیں۔',
          ],
        };
  return status === 'approved'
    ? {
        subject: 'Your identity is verified',
        lines: ['Your identity is verified. You can now enrol and pay for your programme.'],
      }
    : {
        subject: 'We could not verify your identity',
        lines: [
          'We could not verify your identity from what you sent.',
          '',
          `Reason: ${reason ? KYC_REJECTION_REASONS[reason] : 'not given'}.`,
          ...(note ? [`Note from our team: ${note}`] : []),
          '',
          'You can submit again on the identity verification page (/kyc) of the Learner Portal.',
        ],
      };
}

export function sendKycDecisionMail(deps: PlatformDeps, learner: Recipient, decision: Decision): void {
  const { subject, lines } = kycDecisionMailText(learner.language, decision);
  const text = [greetingLine(learner.language, learner.fullName), '', ...lines].join('\n');
  sendAccountMail(deps, { to: learner.email, subject, text }, { accountId: learner.id, kyc: decision.status });
}
