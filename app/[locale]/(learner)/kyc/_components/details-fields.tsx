'use client';
// The document and personal details: which document, its number (CNIC format shown as 12345-1234567-1), the
// guardian's CNIC for a B-Form, the legal name and the date of birth. Numbers and dates read left to right.
import { useTranslations } from 'next-intl';
import { ADULT_AGE, KYC_DOCUMENT_TYPES, cnicNumberSchema, eligibilityRule, formatCnic } from '@/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isDocumentType } from './kyc-steps';
import { formatDateIn } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';

interface DetailsFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  enhanced: boolean;
  locale: Locale;
  /** The first day of the next intake, which the date-of-birth hint names. */
  intakeStartsOn: string | null;
  onChange: (name: string, value: string) => void;
}

/** On leaving a CNIC-format field, show the number the way it is printed. */
const formatted = (value: string) => {
  const digits = cnicNumberSchema.safeParse(value);
  return digits.success ? formatCnic(digits.data) : value;
};

export function DetailsFields({ values, errors, enhanced, locale, intakeStartsOn, onChange }: DetailsFieldsProps) {
  const t = useTranslations('kyc');
  const type = values.document_type ?? '';
  // English keeps the contract's own sentence (the Terms and checkout say the same words).
  const dateOfBirthHint =
    locale === 'en'
      ? eligibilityRule(intakeStartsOn)
      : intakeStartsOn
        ? t('eligibilityRuleFor', { date: formatDateIn(locale, intakeStartsOn) })
        : t('eligibilityRule');
  const passport = type === 'passport';
  const showGuardian = !enhanced || type === 'b_form';
  const field = (name: string) => ({
    id: `kyc-${name}`,
    name,
    error: errors[name],
    ...(enhanced
      ? {
          value: values[name] ?? '',
          onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
        }
      : { defaultValue: values[name] ?? '' }),
  });
  return (
    <>
      <SelectField
        {...field('document_type')}
        label={t('document')}
        required
        options={KYC_DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentName.${value}`) }))}
        placeholder={t('chooseDocument')}
        hint={t('documentHint', { adult: ADULT_AGE })}
      />
      <TextField
        {...field('document_number')}
        label={isDocumentType(type) ? t(`numberLabel.${type}`) : t('documentNumber')}
        hint={isDocumentType(type) ? t(`numberHint.${type}`) : t('anyNumberHint')}
        required
        autoComplete="off"
        inputMode={passport || !enhanced ? 'text' : 'numeric'}
        maxLength={20}
        dir="ltr"
        onBlur={
          enhanced && !passport ? () => onChange('document_number', formatted(values.document_number ?? '')) : undefined
        }
      />
      {showGuardian ? (
        <TextField
          {...field('guardian_document_number')}
          label={t('guardianNumber')}
          hint={enhanced ? t('guardianHint') : t('guardianHintPlain')}
          required={enhanced}
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          dir="ltr"
          onBlur={
            enhanced
              ? () => onChange('guardian_document_number', formatted(values.guardian_document_number ?? ''))
              : undefined
          }
        />
      ) : null}
      <TextField
        {...field('legal_name')}
        label={t('legalName')}
        hint={t('legalNameHint')}
        required
        autoComplete="name"
        maxLength={100}
      />
      {/* Text in the order the label states, day first (contract/typed-date.ts): a browser's date field follows the
          browser's language, so 12041998 became 4 December in an en-US browser. Digits read left to right. */}
      <TextField
        {...field('date_of_birth')}
        inputMode="numeric"
        dir="ltr"
        label={t('dateOfBirth')}
        hint={`${dateOfBirthHint} ${t('dateOfBirthFormat')}`}
        required
        autoComplete="bday"
        maxLength={10}
      />
    </>
  );
}
