// The identity form's steps, which fields each holds, and the checks made before moving on (the platform checks
// everything again on submit, with the minimum age on the day the next intake starts).
import {
  DAY_MONTH_YEAR,
  KYC_DOCUMENTS,
  ageOn,
  dayMonthYear,
  ageProblem,
  cnicNumberSchema,
  documentProblem,
  missingPhotoMessage,
  kycSubmissionRequestSchema,
  passportNumberSchema,
  type KycDocumentType,
  type KycPhotoKind,
} from '@/contract';

/** In order; their titles are words (messages/*.json's `kyc.steps`). */
export const STEPS = [{ id: 'details' }, { id: 'document-photos' }, { id: 'selfie' }, { id: 'review' }] as const;
export type StepId = (typeof STEPS)[number]['id'];

export const DETAIL_FIELDS = [
  'document_type',
  'document_number',
  'guardian_document_number',
  'legal_name',
  'date_of_birth',
] as const;

export const stepOfField = (field: string): StepId =>
  (DETAIL_FIELDS as readonly string[]).includes(field)
    ? 'details'
    : field === 'selfie'
      ? 'selfie'
      : field.startsWith('document_') || field === 'guardian_document'
        ? 'document-photos'
        : 'review';

export const isDocumentType = (value: string): value is KycDocumentType => value in KYC_DOCUMENTS;

/** The photos on the document step for this document (all of them before one is chosen). */
export function documentPhotoKinds(type: string): KycPhotoKind[] {
  const kinds = isDocumentType(type)
    ? KYC_DOCUMENTS[type].photos
    : (['document_front', 'document_back', 'guardian_document'] as const);
  return kinds.filter((kind) => kind !== 'selfie');
}

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Today's date where the learner is (the platform reckons in Asia/Karachi; a day's difference only moves a hint). */
const today = () => new Date().toLocaleDateString('en-CA');

interface StepContext {
  /** Why each photo was refused on upload, if it was. */
  failures?: Partial<Record<KycPhotoKind, string>>;
  /** The next intake's first day, on which the learner must be old enough. */
  intakeStartsOn?: string | null;
}

export function checkStep(
  step: StepId,
  values: Record<string, string>,
  { failures = {}, intakeStartsOn = null }: StepContext = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  const type = values.document_type ?? '';
  const shape = kycSubmissionRequestSchema.shape;
  if (step === 'details') {
    add('document_type', first(shape.document_type.safeParse(type)));
    if (!values.document_number?.trim()) add('document_number', 'Enter the document number.');
    else if (isDocumentType(type))
      add(
        'document_number',
        first((type === 'passport' ? passportNumberSchema : cnicNumberSchema).safeParse(values.document_number)),
      );
    if (type === 'b_form') {
      if (!values.guardian_document_number?.trim())
        add('guardian_document_number', "Enter your guardian's CNIC number.");
      else add('guardian_document_number', first(cnicNumberSchema.safeParse(values.guardian_document_number)));
    }
    add('legal_name', first(shape.legal_name.safeParse(values.legal_name ?? '')));
    // Typed day first (contract/typed-date.ts); the contract's own check runs on the date it names.
    const typed = values.date_of_birth?.trim() ?? '';
    const birth = shape.date_of_birth.safeParse(dayMonthYear(typed) ?? typed);
    add('date_of_birth', typed && !dayMonthYear(typed) ? DAY_MONTH_YEAR : first(birth));
    // Old enough for the next intake, and the document that fits the age today: told at their fields as the platform tells them.
    const tooYoung = birth.success && intakeStartsOn ? ageProblem(birth.data, intakeStartsOn) : null;
    if (tooYoung) add('date_of_birth', tooYoung);
    else if (birth.success && isDocumentType(type) && !errors.document_type)
      add('document_type', documentProblem(type, ageOn(birth.data, today())) ?? undefined);
  }
  // A photo refused on upload keeps its reason (field and summary say the same); one never added is named.
  const photo = (kind: KycPhotoKind) => {
    if (!values[kind]) add(kind, failures[kind] ?? missingPhotoMessage(kind));
  };
  if (step === 'document-photos') documentPhotoKinds(type).forEach(photo);
  if (step === 'selfie') photo('selfie');
  return errors;
}
