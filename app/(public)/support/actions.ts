'use server';
// The support request form's action: validate with zod (the phone re-checked with lib/phone, whatever
// the browser said), send with the form render's Idempotency-Key, answer the reference or the errors.
import { z } from 'zod';
import { supportTopicSchema, type FormReceipt } from '@/contract';
import { PlatformProblemError, PlatformUnavailableError } from '@/lib/api/errors';
import { sendSupportRequest } from '@/lib/api/forms';
import { phoneInputSchema } from '@/lib/phone/server';
import { fieldErrorsOf, readValues, type FormState } from '@/components/forms/form-state';
import { platformFailure } from '@/components/forms/platform-failure';

export type SupportFormState = FormState<FormReceipt>;

const SUPPORT_FIELDS = ['name', 'email', 'phone', 'phoneCountry', 'topic', 'message'] as const;

const supportFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').min(2, 'Your name must be at least 2 characters').max(100, 'Your name must be at most 100 characters'),
  email: z.string().trim().min(1, 'Enter your e-mail address').pipe(z.email('Enter an e-mail address like name@example.com').max(254)),
  phone: phoneInputSchema(),
  topic: z.enum(supportTopicSchema.options, { message: 'Choose what your request is about' }),
  message: z.string().trim().min(1, 'Tell us how we can help').min(10, 'Your message must be at least 10 characters').max(2000, 'Your message must be at most 2000 characters'),
  idempotencyKey: z.uuid('The form has expired: reload the page and send it again'),
});

export async function submitSupportRequest(previous: SupportFormState, formData: FormData): Promise<SupportFormState> {
  const submission = previous.submission + 1;
  const values = readValues(formData, SUPPORT_FIELDS);
  const parsed = supportFormSchema.safeParse({
    ...values,
    phone: { typed: values.phone, country: values.phoneCountry },
    idempotencyKey: formData.get('idempotencyKey'),
  });
  if (!parsed.success) return { status: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error), submission };
  const { idempotencyKey, ...fields } = parsed.data;
  try {
    const receipt = await sendSupportRequest(fields, idempotencyKey);
    return { status: 'done', values: {}, fieldErrors: {}, receipt, submission };
  } catch (error) {
    if (error instanceof PlatformProblemError || error instanceof PlatformUnavailableError) {
      return { ...platformFailure(error instanceof PlatformProblemError ? error : {}), values, submission };
    }
    throw error;
  }
}
