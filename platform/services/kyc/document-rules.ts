// The checks a submission's details must pass beyond their shape: the number's format for the document type,
// the guardian for a B-Form, and ages (a CNIC is issued from 18; a B-Form is for learners under 18).
import { ADULT_AGE, KYC_DOCUMENTS, cnicNumberSchema, passportNumberSchema, type KycSubmissionRequest } from '@/contract';
import { unprocessable } from '../../http/errors';
import { academicDate } from '../catalogue/calendar';
import { ageOn } from '../forms/scholarship';

export interface CheckedDetails {
  documentNumber: string;
  guardianDocumentNumber: string | null;
}

export function checkDocumentDetails(input: KycSubmissionRequest, now: Date): CheckedDetails {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const rules = KYC_DOCUMENTS[input.document_type];

  const number = (input.document_type === 'passport' ? passportNumberSchema : cnicNumberSchema).safeParse(input.document_number);
  if (!number.success) add('document_number', number.error.issues[0]?.message ?? 'Check the document number.');

  let guardian: string | null = null;
  if (rules.needsGuardian) {
    const parsed = cnicNumberSchema.safeParse(input.guardian_document_number ?? '');
    if (!input.guardian_document_number) add('guardian_document_number', "Enter your guardian's CNIC number.");
    else if (!parsed.success) add('guardian_document_number', parsed.error.issues[0]?.message ?? 'Check the number.');
    else if (number.success && parsed.data === number.data) add('guardian_document_number', "Enter your guardian's own CNIC number, not yours.");
    else guardian = parsed.data;
  }

  const today = academicDate(now);
  const age = ageOn(input.date_of_birth, today);
  if (input.date_of_birth > today) add('date_of_birth', 'The date of birth cannot be in the future.');
  else if (age > 120) add('date_of_birth', 'Enter your real date of birth.');
  else if (input.document_type === 'cnic' && age < ADULT_AGE) add('document_type', `A CNIC is issued from ${ADULT_AGE}. Learners under ${ADULT_AGE} use a B-Form.`);
  else if (input.document_type === 'b_form' && age >= ADULT_AGE) add('document_type', `A B-Form is for learners under ${ADULT_AGE}. Use your CNIC, NICOP or passport.`);

  for (const kind of rules.photos) if (!input[kind]) add(kind, 'Add this photo.');

  if (Object.keys(errors).length > 0) throw unprocessable(`Check ${Object.keys(errors).join(', ')}.`, errors);
  return { documentNumber: number.success ? number.data : '', guardianDocumentNumber: guardian };
}
