// /staff/kyc/{id} – one identity verification: the learner's details and age, the photos (decrypted for staff
// only, never cached), earlier submissions, and the decision form or the decision already taken.
import type { Metadata } from 'next';
import { KYC_DOCUMENTS, KYC_REJECTION_REASONS, formatCnic } from '@/contract';
import { formatMoment } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getKycReview } from '@/lib/api/kyc';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from '../../_components/staff.module.css';
import { DecisionForm, type DecisionWords } from '../../_components/decision-form';
import { loadStaffCase } from '../../_components/load-case';
import { OwnCase } from '../../_components/own-case';
import { decideKycAction } from './actions';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Review an identity verification',
  description:
    'One learner’s identity verification: their details, the document photos and selfie, earlier submissions and the decision.',
});

const PHOTO_NAMES = {
  document_front: 'Front of the document',
  document_back: 'Back of the document',
  guardian_document: "Guardian's CNIC",
  selfie: 'Selfie',
} as const;
const WORDS: DecisionWords = {
  queue: '/staff/kyc',
  accept: { value: 'approve', label: 'Approve' },
  noteLabel: 'Note to the learner (optional; required for “another reason”)',
  accepted: ['Approved.', 'The learner has been e-mailed.'],
  rejected: ['Rejected.', 'The learner has been e-mailed.'],
};

export default async function StaffKycReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const review = await loadStaffCase('/staff/kyc', id, getKycReview);
  const number = (value: string) => (review.document_type === 'passport' ? value : formatCnic(value));
  return (
    <>
      <PageHeader
        eyebrow={<Link href="/staff/kyc">Identity verifications</Link>}
        title={`${review.learner_name}: ${KYC_DOCUMENTS[review.document_type].name}`}
        lead={`Submitted ${formatMoment(review.submitted_at)} · ${review.status}`}
      />
      <dl className={styles.facts}>
        <dt>Learner</dt>
        <dd>
          {review.learner_name} ({review.learner_email})
        </dd>
        <dt>Name on the document</dt>
        <dd>{review.legal_name}</dd>
        <dt>Date of birth</dt>
        <dd>
          {review.date_of_birth} (age {review.age})
        </dd>
        <dt>Document number</dt>
        <dd>{number(review.document_number)}</dd>
        {review.guardian_document_number ? (
          <>
            <dt>Guardian&apos;s CNIC</dt>
            <dd>{formatCnic(review.guardian_document_number)}</dd>
          </>
        ) : null}
        <dt>Earlier submissions</dt>
        <dd>
          {review.history.length === 0
            ? 'None'
            : review.history.map((h) => `${h.status} (${formatMoment(h.submitted_at)})`).join('; ')}
        </dd>
      </dl>
      <h2>Photos</h2>
      {review.photos.length === 0 ? (
        <p>
          {review.photos_deleted_at
            ? `The photos were deleted on ${formatMoment(review.photos_deleted_at)} (retention).`
            : 'No photos.'}
        </p>
      ) : (
        <div className={styles.photos}>
          {review.photos.map((kind) => (
            <figure key={kind}>
              {/* eslint-disable-next-line @next/next/no-img-element -- private, uncacheable photos served decrypted to staff only */}
              <img
                src={`/staff/kyc/${review.id}/photos/${kind}`}
                alt={`${PHOTO_NAMES[kind]} sent by ${review.learner_name}`}
                loading="lazy"
              />
              <figcaption>{PHOTO_NAMES[kind]}</figcaption>
            </figure>
          ))}
        </div>
      )}
      <h2>Decision</h2>
      {review.status === 'pending' && review.own_case ? (
        <OwnCase what="identity verification" queue="/staff/kyc" />
      ) : review.status === 'pending' ? (
        <DecisionForm action={decideKycAction} id={review.id} reasons={KYC_REJECTION_REASONS} words={WORDS} />
      ) : (
        <p>
          <strong>
            {review.status === 'approved'
              ? 'Approved'
              : `Rejected: ${review.rejection_reason ? KYC_REJECTION_REASONS[review.rejection_reason] : ''}`}
          </strong>
          {review.note ? ` (note: ${review.note})` : ''} by {review.decided_by ?? 'a former staff member'}
          {review.decided_at ? ` on ${formatMoment(review.decided_at)}` : ''}. The learner was e-mailed.{' '}
          <Link href="/staff/kyc">Back to the queue</Link>
        </p>
      )}
    </>
  );
}
