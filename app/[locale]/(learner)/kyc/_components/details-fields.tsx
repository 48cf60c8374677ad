'use client';
// The document and personal details: which document, its number (CNIC format shown as 12345-1234567-1), the
// guardian's CNIC for a B-Form, the legal name and the date of birth.
import {
  ADULT_AGE,
  KYC_DOCUMENTS,
  eligibilityRule,
  KYC_DOCUMENT_TYPES,
  cnicNumberSchema,
  formatCnic,
} from '@/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isDocumentType } from './kyc-steps';

const DOCUMENT_OPTIONS = KYC_DOCUMENT_TYPES.map((type) => ({ value: type, label: KYC_DOCUMENTS[type].name }));

interface DetailsFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  enhanced: boolean;
  intakeStartsOn: string | null;
  onChange: (name: string, value: string) => void;
}

/** On leaving a CNIC-format field, show the number the way it is printed. */
const formatted = (value: string) => {
  const digits = cnicNumberSchema.safeParse(value);
  return digits.success ? formatCnic(digits.data) : value;
};

export function DetailsFields({ values, errors, enhanced, intakeStartsOn, onChange }: DetailsFieldsProps) {
  const type = values.document_type ?? '';
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
        label="Document"
        required
        options={DOCUMENT_OPTIONS}
        placeholder="Choose your document"
        hint={`Under ${ADULT_AGE}: your B-Form. From ${ADULT_AGE} with no Pakistani document: your passport.`}
      />
      <TextField
        {...field('document_number')}
        label={isDocumentType(type) ? `${KYC_DOCUMENTS[type].name.replace(/ \(.*\)$/, '')} number` : 'Document number'}
        hint={
          isDocumentType(type)
            ? KYC_DOCUMENTS[type].numberHint
            : 'CNIC, NICOP and B-Form: 13 digits, like 12345-1234567-1. Passport: 6 to 9 letters and digits.'
        }
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
          label="Guardian's CNIC number"
          hint={
            enhanced
              ? 'Your parent or guardian’s 13 digits, like 12345-1234567-1.'
              : 'Only for a B-Form: your parent or guardian’s 13 digits.'
          }
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
        label="Full name as on the document"
        hint="Exactly as printed, including middle names."
        required
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        {...field('date_of_birth')}
        type="date"
        label="Date of birth"
        hint={eligibilityRule(intakeStartsOn)}
        required
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
      />
    </>
  );
}
