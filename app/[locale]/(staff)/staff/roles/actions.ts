'use server';
// An admin gives an account a role (or takes it back). The platform checks the admin role, refuses one's own role and
// the last admin, and audits the change; this re-checks the session and validates the form with the contract's schema.
import { revalidatePath } from 'next/cache';
import { roleChangeRequestSchema, type RoleChange } from '@/contract';
import { changeRole } from '@/lib/api/staff-admin';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireAdminSession } from '@/lib/session/staff-session';

export type RoleState = ActionState<RoleChange>;

export async function changeRoleAction(previous: RoleState, formData: FormData): Promise<RoleState> {
  const values = readValues(formData, ['email', 'role', 'key']);
  const state = submitted(previous, values);
  const session = await requireAdminSession('/staff/roles');
  const parsed = roleChangeRequestSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const receipt = await changeRole(session.accessToken, parsed.data, values.key || crypto.randomUUID());
    revalidatePath('/staff/roles');
    return { ...state, values: {}, receipt };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, { email: 'The e-mail address', role: 'The role' }) };
  }
}
