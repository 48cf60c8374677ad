// The checks a submission's details must pass beyond their shape: the number's format for the document type,
// the guardian for a B-Form, and ages (16 or over when the next intake starts; under 18 the B-Form, from 18 not).
import {
  KYC_DOCUMENTS,
  ageOn,
  ageProblem,
  documentProblem,
  missingPhotoMessage,
  cnicNumberSchema,
  passportNumberSchema,
  type KycSubmissionRequest,
} from '@/contract';
import { unprocessable } from '../../domain-errors';
import { academicDate } from '../catalogue/calendar';

interface CheckedDetails {
  documentNumber: string;
  guardianDocumentNumber: string | null;
}

/** `nextIntakeStartsOn`: the first day of the next intake, on which the learner must be old enough (today when none is set). */
export function checkDocumentDetails(
  input: KycSubmissionRequest,
  now: Date,
  nextIntakeStartsOn: string | null,
): CheckedDetails {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const rules = KYC_DOCUMENTS[input.document_type];

  const number = (input.document_type === 'passport' ? passportNumberSchema : cnicNumberSchema).safeParse(
    input.document_number,
  );
  if (!number.success) add('document_number', number.error.issues[0]?.message ?? 'Check the document number.');

  let guardian: string | null = null;
  if (rules.needsGuardian) {
    const parsed = cnicNumberSchema.safeParse(input.guardian_document_number ?? '');
    if (!input.guardian_document_number) add('guardian_document_number', "Enter your guardian's CNIC number.");
    else if (!parsed.success) add('guardian_document_number', parsed.error.issues[0]?.message ?? 'Check the number.');
    else if (number.success && parsed.data === number.data)
      add('guardian_document_number', "Enter your guardian's own CNIC number, not yours.");
    else guardian = parsed.data;
  }

  const today = academicDate(now);
  const age = ageOn(input.date_of_birth, today);
  if (input.date_of_birth > today) add('date_of_birth', 'The date of birth cannot be in the future.');
  else if (age > 120) add('date_of_birth', 'Enter your real date of birth.');
  else {
    const tooYoung = ageProblem(input.date_of_birth, nextIntakeStartsOn ?? today);
    const wrongDocument = documentProblem(input.document_type, age);
    if (tooYoung) add('date_of_birth', tooYoung);
    else if (wrongDocument) add('document_type', wrongDocument);
  }

  for (const kind of rules.photos) if (!input[kind]) add(kind, missingPhotoMessage(kind));

  if (Object.keys(errors).length > 0) throw unprocessable(`Check ${Object.keys(errors).join(', ')}.`, errors);
  return { documentNumber: number.success ? number.data : '', guardianDocumentNumber: guardian };
}
