'use server';
// The support request form's action: validate with zod (the phone re-checked with lib/phone, whatever
// the browser said), send with the form render's Idempotency-Key, answer the reference or the errors, in the language
// of the page the form was sent from (its hidden `locale`).
import { z } from 'zod';
import { supportTopicSchema, type FormReceipt } from '@/contract';
import { sendSupportRequest } from '@/lib/api/forms';
import { fieldErrorsOf, readValues, sendForReceipt, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { emailInputSchema, idempotencyKeySchema } from '@/lib/forms/request-fields';
import { phoneInputSchema } from '@/lib/phone/server';
import type { Locale } from '@/lib/i18n/locales';

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
  email: emailInputSchema,
  phone: phoneInputSchema(),
  topic: z.enum(supportTopicSchema.options, { message: 'Choose what your request is about.' }),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us how we can help.')
    .min(10, 'Your message must be at least 10 characters.')
    // Written as the form's counter writes it ("Up to 2,000 characters.").
    .max(2000, 'Your message must be at most 2,000 characters.'),
  idempotencyKey: idempotencyKeySchema,
});

export async function submitSupportRequest(previous: SupportFormState, formData: FormData): Promise<SupportFormState> {
  const locale = formLocale(formData);
  return inLocale(locale, await submit(previous, formData, locale));
}

async function submit(previous: SupportFormState, formData: FormData, language: Locale): Promise<SupportFormState> {
  const { idempotencyKey, ...values } = readValues(formData, [...SUPPORT_FIELDS, 'idempotencyKey']);
  const state = submitted(previous, values);
  const parsed = supportFormSchema.safeParse({
    ...values,
    phone: { typed: values.phone, country: values.phoneCountry },
    idempotencyKey,
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { idempotencyKey: key, ...fields } = parsed.data;
  return sendForReceipt(state, () => sendSupportRequest({ ...fields, language }, key), FIELD_LABELS);
}
