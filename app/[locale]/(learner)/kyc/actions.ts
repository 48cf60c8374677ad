'use server';
// The identity form's action when JavaScript runs: the photos are already uploaded, so the body is small.
// (Without JavaScript the form posts to ./submit/route.ts instead, which bounds the larger multipart body.)
// An Urdu page's form says so in its hidden `locale`: its messages come back in Urdu.
import { redirect } from 'next/navigation';
import { formLocale } from '@/lib/forms/form-locale';
import { processKycForm, type KycFormState } from './kyc-submission';
import { kycStateInLocale } from './kyc-messages';

export async function submitKycAction(previous: KycFormState, formData: FormData): Promise<KycFormState> {
  const { state, destination } = await processKycForm(previous, formData);
  if (destination) redirect(destination);
  return kycStateInLocale(formLocale(formData), state);
}
