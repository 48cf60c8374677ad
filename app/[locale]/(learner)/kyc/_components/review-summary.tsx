'use client';
// The last step: everything the learner is about to send, each part with a way back to change it. The numbers read
// left to right on an Urdu page too; the date is written in the page's language.
import { cnicNumberSchema, formatCnic, type KycPhotoKind } from '@/contract';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { documentPhotoKinds, isDocumentType, type StepId } from './kyc-steps';
import type { KycText } from './kyc-text-types';
import styles from './kyc.module.css';

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const dateFormat = {
  en: new Intl.DateTimeFormat('en-PK', DATE_OPTIONS),
  ur: new Intl.DateTimeFormat('ur-PK', DATE_OPTIONS),
};
const shownNumber = (value: string) => {
  const digits = cnicNumberSchema.safeParse(value);
  return digits.success ? formatCnic(digits.data) : value.toUpperCase();
};

export function ReviewSummary({
  values,
  onChange,
  locale,
  text,
}: {
  values: Record<string, string>;
  onChange: (step: StepId) => void;
  locale: Locale;
  text: KycText;
}) {
  const type = values.document_type ?? '';
  const photos: KycPhotoKind[] = [...documentPhotoKinds(type), 'selfie'];
  const date = values.date_of_birth ? dateFormat[locale].format(new Date(`${values.date_of_birth}T00:00:00Z`)) : '';
  // The words on screen say what each button changes: two bare "Change" buttons under the photos read alike.
  const change = (step: StepId, words: string) => (
    <Button variant="secondary" size="small" onClick={() => onChange(step)}>
      {words}
    </Button>
  );
  const ltr = locale === 'en' ? {} : ({ dir: 'ltr' } as const);
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <dt>{text.document}</dt>
        <dd>{isDocumentType(type) ? text.documentName[type] : ''}</dd>
        <dt>{text.reviewNumber}</dt>
        <dd {...ltr}>{shownNumber(values.document_number ?? '')}</dd>
        {type === 'b_form' ? (
          <>
            <dt>{text.guardianNumber}</dt>
            <dd {...ltr}>{shownNumber(values.guardian_document_number ?? '')}</dd>
          </>
        ) : null}
        <dt>{text.reviewName}</dt>
        <dd dir={locale === 'en' ? undefined : 'auto'}>{values.legal_name}</dd>
        <dt>{text.dateOfBirth}</dt>
        <dd>{date}</dd>
      </dl>
      {change('details', text.changeDetails)}
      <ul className={styles.photoList}>
        {photos.map((kind) => (
          <li key={kind}>{values[kind] ? text.photoAdded[kind] : text.photoMissing[kind]}</li>
        ))}
      </ul>
      {change('document-photos', text.changePhotos)} {change('selfie', text.changeSelfie)}
    </div>
  );
}
