'use server';
// "Sign out everywhere else": every sign-in but this browser's ends; the list is drawn again without them.
import { revalidatePath } from 'next/cache';
import { endOtherSignIns } from '@/lib/api/account';
import { fromPlatformError, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireSession } from '@/lib/session/server-session';

export type SignOutOthersState = ActionState<{ message: string }>;

export async function signOutOthersAction(previous: SignOutOthersState): Promise<SignOutOthersState> {
  const state = submitted(previous, {});
  const session = await requireSession('/account/sign-ins');
  try {
    const { ended } = await endOtherSignIns(session.accessToken);
    revalidatePath('/account/sign-ins');
    const message =
      ended === 0
        ? 'There were no other sign-ins.'
        : `Signed out everywhere else: ${ended} other ${ended === 1 ? 'sign-in' : 'sign-ins'} ended.`;
    return { ...state, receipt: { message } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}
