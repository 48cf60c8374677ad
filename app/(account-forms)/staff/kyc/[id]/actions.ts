'use server';
// The staff decision: approve, or reject with a reason (and a note, required for "other"). The platform checks the
// staff role, records who decided when, and e-mails the learner.
import { kycDecisionRequestSchema, type KycReview } from '@/contract';
import { decideKyc } from '@/lib/api/kyc';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export type DecisionState = ActionState<KycReview>;

const optional = (value: string) => (value.trim() === '' ? undefined : value);

export async function decideKycAction(previous: DecisionState, formData: FormData): Promise<DecisionState> {
  const { submissionId, ...values } = readValues(formData, ['decision', 'rejection_reason', 'note', 'submissionId']);
  const state = submitted(previous, values);
  const parsed = kycDecisionRequestSchema.safeParse({ decision: values.decision, rejection_reason: optional(values.rejection_reason), note: optional(values.note) });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: 'Your session has ended. Sign in again in a new tab, then send the decision again.' };
  try {
    return { ...state, values: {}, receipt: await decideKyc(accessToken, submissionId, parsed.data) };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}
