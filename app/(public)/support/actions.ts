'use server';
// The support request form's action: validate with zod (the phone re-checked with lib/phone, whatever
// the browser said), send with the form render's Idempotency-Key, answer the reference or the errors.
import { z } from 'zod';
import { supportTopicSchema, type FormReceipt } from '@/contract';
import { sendSupportRequest } from '@/lib/api/forms';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { phoneInputSchema } from '@/lib/phone/server';

export type SupportFormState = ActionState<FormReceipt>;

const SUPPORT_FIELDS = ['name', 'email', 'phone', 'phoneCountry', 'topic', 'message'] as const;
// How the platform's field messages ("must be at least 2 characters") are introduced.
const FIELD_LABELS = {
  name: 'Your name',
  email: 'E-mail address',
  phone: 'Phone number',
  topic: 'Topic',
  message: 'Your message',
};

const supportFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .min(2, 'Your name must be at least 2 characters.')
    .max(100, 'Your name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .pipe(
      z
        .email('Enter an e-mail address like name@example.com.')
        .max(254, 'Your e-mail address must be at most 254 characters.'),
    ),
  phone: phoneInputSchema(),
  topic: z.enum(supportTopicSchema.options, { message: 'Choose what your request is about.' }),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us how we can help.')
    .min(10, 'Your message must be at least 10 characters.')
    .max(2000, 'Your message must be at most 2000 characters.'),
  idempotencyKey: z.uuid('The form has expired: reload the page and send it again.'),
});

export async function submitSupportRequest(previous: SupportFormState, formData: FormData): Promise<SupportFormState> {
  const { idempotencyKey, ...values } = readValues(formData, [...SUPPORT_FIELDS, 'idempotencyKey']);
  const state = submitted(previous, values);
  const parsed = supportFormSchema.safeParse({
    ...values,
    phone: { typed: values.phone, country: values.phoneCountry },
    idempotencyKey,
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { idempotencyKey: key, ...fields } = parsed.data;
  try {
    return { ...state, values: {}, receipt: await sendSupportRequest(fields, key) };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, FIELD_LABELS) };
  }
}
