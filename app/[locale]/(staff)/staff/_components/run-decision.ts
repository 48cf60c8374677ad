// The one body of the staff decision actions: read and check the form, re-check the session, send the decision and
// tell the form whether the case was accepted. The platform checks the staff role and records who decided when.
import type { z } from 'zod';
import { fieldErrorsOf, fromPlatformError, readValues, submitted } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import type { DecisionState } from './decision-form';

const optional = (value: string) => (value.trim() === '' ? undefined : value);

export async function runDecision<Decision>(
  previous: DecisionState,
  formData: FormData,
  schema: z.ZodType<Decision>,
  decide: (accessToken: string, id: string, decision: Decision) => Promise<boolean>,
): Promise<DecisionState> {
  const { id, ...values } = readValues(formData, ['decision', 'rejection_reason', 'note', 'id']);
  const state = submitted(previous, values);
  const parsed = schema.safeParse({
    decision: values.decision,
    rejection_reason: optional(values.rejection_reason),
    note: optional(values.note),
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const accessToken = await freshAccessToken();
  if (!accessToken)
    return { ...state, formError: 'Your session has ended. Sign in again in a new tab, then send the decision again.' };
  try {
    return { ...state, values: {}, receipt: { accepted: await decide(accessToken, id, parsed.data) } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}
