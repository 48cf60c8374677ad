'use server';
// The staff decision on a bank transfer: confirm, or reject with a reason (and a note, required for "other"). The
// platform checks the staff role, records who decided when, pays and enrols or tells the learner, and e-mails them.
import { transferDecisionSchema, type TransferReview } from '@/contract';
import { decideTransfer } from '@/lib/api/staff-payments';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export type TransferDecisionState = ActionState<TransferReview>;

const optional = (value: string) => (value.trim() === '' ? undefined : value);

export async function decideTransferAction(previous: TransferDecisionState, formData: FormData): Promise<TransferDecisionState> {
  const { paymentId, ...values } = readValues(formData, ['decision', 'rejection_reason', 'note', 'paymentId']);
  const state = submitted(previous, values);
  const parsed = transferDecisionSchema.safeParse({ decision: values.decision, rejection_reason: optional(values.rejection_reason), note: optional(values.note) });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: 'Your session has ended. Sign in again in a new tab, then send the decision again.' };
  try {
    return { ...state, values: {}, receipt: await decideTransfer(accessToken, paymentId, parsed.data) };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}
