'use server';
// Staff record that a learner's scholarship covers one later semester. The platform checks the staff role and
// records who decided when; this re-checks the session and validates the form with the contract's schema.
import { revalidatePath } from 'next/cache';
import { semesterScholarshipRequestSchema, type SemesterScholarship } from '@/contract';
import { coverSemester } from '@/lib/api/staff-scholarships';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireStaffSession } from '@/lib/session/staff-session';

export type CoverState = ActionState<SemesterScholarship>;

export async function coverSemesterAction(previous: CoverState, formData: FormData): Promise<CoverState> {
  const values = readValues(formData, ['email', 'programme', 'semester']);
  const state = submitted(previous, values);
  const session = await requireStaffSession('/staff/scholarships');
  const parsed = semesterScholarshipRequestSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const receipt = await coverSemester(session.accessToken, parsed.data);
    revalidatePath('/staff/scholarships');
    return { ...state, values: {}, receipt };
  } catch (error) {
    return {
      ...state,
      ...fromPlatformError(error, {
        email: 'The e-mail address',
        programme: 'The programme',
        semester: 'The semester',
      }),
    };
  }
}
