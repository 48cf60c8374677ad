// What a form says when the platform refuses or cannot be reached: field messages from a 422, the
// platform's own words for a 409, "try again" when it is down. Nothing typed is lost in any case.
import type { FormState } from './form-state';

interface ProblemLike {
  /** Absent when the platform could not be reached at all. */
  status?: number;
  problem?: { detail?: string; title: string; errors?: Record<string, string[]> };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FIELD_LABELS: Record<string, string> = { phone: 'Phone number', guardianPhone: 'Guardian’s phone number', guardianName: 'Guardian’s name', dateOfBirth: 'Date of birth', intake: 'Intake', email: 'E-mail address' };

export function platformFailure(error: ProblemLike): Pick<FormState, 'status' | 'fieldErrors' | 'formError'> {
  const problem = error.problem;
  if (!problem || error.status === undefined || error.status >= 500) {
    return { status: 'failed', fieldErrors: {}, formError: 'The service is unavailable right now. Nothing you typed is lost: please send the form again in a minute.' };
  }
  if (error.status === 422 && problem.errors) {
    const fieldErrors = Object.fromEntries(
      Object.entries(problem.errors).map(([field, messages]) => [field, `${FIELD_LABELS[field] ?? capitalize(field)} ${messages[0] ?? 'is not valid'}`]),
    );
    return { status: 'invalid', fieldErrors };
  }
  if (error.status === 409 && /still being handled/.test(problem.detail ?? '')) {
    return { status: 'failed', fieldErrors: {}, formError: 'Your form is still being sent. Wait a moment, then send it again.' };
  }
  return { status: 'failed', fieldErrors: {}, formError: problem.detail ?? problem.title };
}
