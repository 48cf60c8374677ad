'use client';
// The last step: everything the learner is about to send, each part with a way back to change it. The numbers read
// left to right on an Urdu page too; the date is written in the page's language.
import { useTranslations } from 'next-intl';
import { cnicNumberSchema, dayMonthYear, formatCnic, type KycPhotoKind } from '@/contract';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { documentPhotoKinds, isDocumentType, type StepId } from './kyc-steps';
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
}: {
  values: Record<string, string>;
  onChange: (step: StepId) => void;
  locale: Locale;
}) {
  const t = useTranslations('kyc');
  const type = values.document_type ?? '';
  const photos: KycPhotoKind[] = [...documentPhotoKinds(type), 'selfie'];
  const birth = dayMonthYear(values.date_of_birth ?? '');
  const date = birth ? dateFormat[locale].format(new Date(`${birth}T00:00:00Z`)) : '';
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
        <dt>{t('document')}</dt>
        <dd>{isDocumentType(type) ? t(`documentName.${type}`) : ''}</dd>
        <dt>{t('reviewNumber')}</dt>
        <dd {...ltr}>{shownNumber(values.document_number ?? '')}</dd>
        {type === 'b_form' ? (
          <>
            <dt>{t('guardianNumber')}</dt>
            <dd {...ltr}>{shownNumber(values.guardian_document_number ?? '')}</dd>
          </>
        ) : null}
        <dt>{t('reviewName')}</dt>
        <dd dir={locale === 'en' ? undefined : 'auto'}>{values.legal_name}</dd>
        <dt>{t('dateOfBirth')}</dt>
        <dd>{date}</dd>
      </dl>
      {change('details', t('changeDetails'))}
      <ul className={styles.photoList}>
        {photos.map((kind) => (
          <li key={kind}>{t(values[kind] ? 'photoAdded' : 'photoMissing', { label: t(`photo.${kind}.label`) })}</li>
        ))}
      </ul>
      {change('document-photos', t('changePhotos'))} {change('selfie', t('changeSelfie'))}
    </div>
  );
}
