'use server';
// The identity form's action when JavaScript runs: the photos are already uploaded, so the body is small.
// (Without JavaScript the form posts to ./submit/route.ts instead, which bounds the larger multipart body.)
import { redirect } from 'next/navigation';
import { processKycForm, type KycFormState } from './kyc-submission';

export async function submitKycAction(previous: KycFormState, formData: FormData): Promise<KycFormState> {
  const { state, destination } = await processKycForm(previous, formData);
  if (destination) redirect(destination);
  return state;
}
