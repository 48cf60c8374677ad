'use server';
// Password recovery: ask for a 6-digit code by e-mail, then set a new password with it.
import { redirect } from 'next/navigation';
import { passwordResetRequestSchema, RECOVERY_ACCEPTED_MESSAGE, recoveryCodeRequestSchema } from '@/contract';
import { requestRecoveryCode, resetPassword } from '@/lib/auth/auth-api';
import { platformErrorState, text, validationState, type FormState } from '@/lib/auth/form-state';

export type RecoveryState = FormState<{ email: string; code: string }> & { step: 'email' | 'code'; notice?: string };

export async function requestCodeAction(previous: RecoveryState, formData: FormData): Promise<RecoveryState> {
  const values = { email: text(formData, 'email'), code: '' };
  const parsed = recoveryCodeRequestSchema.safeParse({ email: values.email });
  if (!parsed.success) return { ...validationState(previous, values, parsed.error), step: 'email' };
  try {
    const answer = await requestRecoveryCode(parsed.data.email);
    return { attempt: previous.attempt + 1, values: { email: parsed.data.email, code: '' }, fieldErrors: {}, step: 'code', notice: answer.message };
  } catch (error) {
    return { ...platformErrorState(previous, values, error), step: 'email' };
  }
}

export async function resetPasswordAction(previous: RecoveryState, formData: FormData): Promise<RecoveryState> {
  const values = { email: text(formData, 'email'), code: text(formData, 'code').trim() };
  const parsed = passwordResetRequestSchema.safeParse({ ...values, new_password: text(formData, 'new_password') });
  const keep = { step: 'code' as const, notice: previous.notice ?? RECOVERY_ACCEPTED_MESSAGE };
  if (!parsed.success) return { ...validationState(previous, values, parsed.error), ...keep };
  try {
    await resetPassword(parsed.data);
  } catch (error) {
    return { ...platformErrorState(previous, values, error), ...keep };
  }
  redirect('/login?reset=1');
}
