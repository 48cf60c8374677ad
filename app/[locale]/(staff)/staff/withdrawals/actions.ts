'use server';
// Staff record that a withdrawal's refund was sent. The platform checks the staff role, refuses a staff member's own
// case (403) and records who settled it when; this re-checks the session and validates the id.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Withdrawal } from '@/contract';
import { settleWithdrawal } from '@/lib/api/staff-withdrawals';
import { fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireStaffSession } from '@/lib/session/staff-session';

export type SettleState = ActionState<Withdrawal>;

export async function settleWithdrawalAction(previous: SettleState, formData: FormData): Promise<SettleState> {
  const values = readValues(formData, ['id']);
  const state = submitted(previous, values);
  const session = await requireStaffSession('/staff/withdrawals');
  const id = z.uuid().safeParse(values.id);
  if (!id.success) return { ...state, formError: 'This withdrawal is not in the queue: reload the page.' };
  try {
    const receipt = await settleWithdrawal(session.accessToken, id.data);
    revalidatePath('/staff/withdrawals');
    return { ...state, receipt };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}
