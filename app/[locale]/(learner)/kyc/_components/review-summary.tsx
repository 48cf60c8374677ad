'use client';
// The last step: everything the learner is about to send, each part with a way back to change it.
import { KYC_DOCUMENTS, cnicNumberSchema, formatCnic, type KycPhotoKind } from '@/contract';
import { Button } from '@/components/ui/button';
import { documentPhotoKinds, isDocumentType, type StepId } from './kyc-steps';
import { PHOTO_COPY } from './photo-copy';
import styles from './kyc.module.css';

const dateFormat = new Intl.DateTimeFormat('en-PK', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shownNumber = (value: string) => {
  const digits = cnicNumberSchema.safeParse(value);
  return digits.success ? formatCnic(digits.data) : value.toUpperCase();
};

export function ReviewSummary({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (step: StepId) => void;
}) {
  const type = values.document_type ?? '';
  const photos: KycPhotoKind[] = [...documentPhotoKinds(type), 'selfie'];
  const date = values.date_of_birth ? dateFormat.format(new Date(`${values.date_of_birth}T00:00:00Z`)) : '';
  // The words on screen say what each button changes: two bare "Change" buttons under the photos read alike.
  const change = (step: StepId, what: string) => (
    <Button variant="secondary" size="small" onClick={() => onChange(step)}>
      {`Change ${what}`}
    </Button>
  );
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <dt>Document</dt>
        <dd>{isDocumentType(type) ? KYC_DOCUMENTS[type].name : ''}</dd>
        <dt>Number</dt>
        <dd>{shownNumber(values.document_number ?? '')}</dd>
        {type === 'b_form' ? (
          <>
            <dt>Guardian&apos;s CNIC number</dt>
            <dd>{shownNumber(values.guardian_document_number ?? '')}</dd>
          </>
        ) : null}
        <dt>Full name</dt>
        <dd>{values.legal_name}</dd>
        <dt>Date of birth</dt>
        <dd>{date}</dd>
      </dl>
      {change('details', 'your document and details')}
      <ul className={styles.photoList}>
        {photos.map((kind) => (
          <li key={kind}>
            {PHOTO_COPY[kind].label}: {values[kind] ? 'added' : 'missing'}
          </li>
        ))}
      </ul>
      {change('document-photos', 'the photos of your document')} {change('selfie', 'your selfie')}
    </div>
  );
}
