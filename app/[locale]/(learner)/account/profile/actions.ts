'use server';
// Saves the name and phone with sign-up's rules (the phone re-checked here with the full metadata); the session's
// user_data follows, so the header greets the learner by the new name.
import { revalidatePath } from 'next/cache';
import { profileUpdateSchema } from '@/contract';
import { updateProfile } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { optionalPhoneInputSchema } from '@/lib/phone/server';
import { requireSession, writeServerSession } from '@/lib/session/server-session';

export type ProfileState = ActionState<{ message: string }>;

const formSchema = profileUpdateSchema.extend({ phone: optionalPhoneInputSchema() });

export async function updateProfileAction(previous: ProfileState, formData: FormData): Promise<ProfileState> {
  const values = readValues(formData, ['full_name', 'phone', 'phoneCountry']);
  const state = submitted(previous, values);
  const session = await requireSession('/account/profile');
  const parsed = formSchema.safeParse({
    full_name: values.full_name,
    phone: { typed: values.phone, country: values.phoneCountry || undefined },
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const user = await updateProfile(session.accessToken, {
      full_name: parsed.data.full_name,
      phone: parsed.data.phone ?? null,
    });
    await writeServerSession((store) => store.refreshTokens({ user }));
    revalidatePath('/account', 'layout');
    return { ...state, receipt: { message: 'Saved: your name and phone are up to date.' } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, { full_name: 'The name', phone: 'The phone number' }) };
  }
}
