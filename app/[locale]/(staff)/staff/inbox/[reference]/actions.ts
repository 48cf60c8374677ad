'use server';
// A form's three writes on /staff/inbox/{reference}: where it stands (status, assignee), an internal note, a reply
// mailed to the sender. Each re-checks the staff session, validates with the contract's schema and sends the form's
// own Idempotency-Key, so a double submit acts once; the platform checks the role again and audits the change.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import {
  inboxHandlingSchema,
  inboxNoteInputSchema,
  inboxReferenceSchema,
  inboxReplyInputSchema,
  type InboxItem,
} from '@/contract';
import { writeInbox } from '@/lib/api/staff-inbox';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireStaffSession } from '@/lib/session/staff-session';

export type InboxFormState = ActionState<InboxItem>;

const LABELS = { status: 'The status', assigneeId: 'The assignee', body: 'The text' };

async function send<Schema extends z.ZodType>(
  previous: InboxFormState,
  formData: FormData,
  fields: string[],
  schema: Schema,
  write: (body: z.output<Schema>) => Parameters<typeof writeInbox>[2],
): Promise<InboxFormState> {
  const { reference = '', key, ...values } = readValues(formData, [...fields, 'reference', 'key']);
  const state = submitted(previous, values);
  const ref = inboxReferenceSchema.safeParse(reference);
  const session = await requireStaffSession(ref.success ? `/staff/inbox/${ref.data}` : '/staff/inbox');
  if (!ref.success) return { ...state, formError: 'This form names no inbox reference. Open it from the inbox.' };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const receipt = await writeInbox(session.accessToken, ref.data, write(parsed.data), key || crypto.randomUUID());
    revalidatePath(`/staff/inbox/${ref.data}`);
    return { ...state, values: {}, receipt };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, LABELS) };
  }
}

// The select's "Nobody" is an empty choice: no assignee.
const handlingFormSchema = inboxHandlingSchema.extend({
  assigneeId: z.union([z.literal('').transform(() => null), inboxHandlingSchema.shape.assigneeId]),
});

export async function handlingAction(previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return send(previous, formData, ['status', 'assigneeId'], handlingFormSchema, (body) => ({
    to: 'handling',
    body,
  }));
}

export async function noteAction(previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return send(previous, formData, ['body'], inboxNoteInputSchema, (body) => ({ to: 'notes', body }));
}

export async function replyAction(previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return send(previous, formData, ['body', 'status'], inboxReplyInputSchema, (body) => ({ to: 'replies', body }));
}
