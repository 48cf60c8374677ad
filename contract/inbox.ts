// The office's inbox on /staff/inbox: support requests and scholarship applications, newest first (or oldest), each
// with a status, an assignee, internal notes and the replies mailed to the sender. Filters live in the URL; pages
// are keyset pages by (received, reference), so forms arriving while someone pages never shift what they see next.
import { z } from 'zod';
import { keysetPageSchema } from './keyset-page';
import { languageChoiceSchema } from './language';

export const inboxKindSchema = z.enum(
  ['support', 'scholarship'],
  'Choose support requests or scholarship applications.',
);
/** `waiting`: waiting on the sender. */
export const inboxStatusSchema = z.enum(['new', 'waiting', 'answered', 'closed'], 'Choose a status.');
export type InboxKind = z.infer<typeof inboxKindSchema>;
export type InboxStatus = z.infer<typeof inboxStatusSchema>;

/** An optional filter whose empty value (a GET form's blank choice) means no filter. */
const optionalChoice = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));
/** A form's reference: SR-… (support) or NGS-… (scholarship). */
export const inboxReferenceSchema = z.string().regex(/^(SR|NGS)-[2-9A-HJ-NP-Z]{8}$/, 'Not an inbox reference.');

/** The inbox's filters, as they stand in the page's URL and the API's query; an empty field is no filter. */
export const inboxFilterSchema = z.object({
  kind: optionalChoice(inboxKindSchema),
  status: optionalChoice(inboxStatusSchema),
  /** A staff account's id, or `none` for forms nobody has taken. */
  assignee: optionalChoice(z.union([z.uuid('Choose someone from the list.'), z.literal('none')])),
  sort: optionalChoice(z.enum(['newest', 'oldest'], 'Choose newest or oldest first.')).transform(
    (value) => value ?? 'newest',
  ),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const inboxPageQuerySchema = inboxFilterSchema.extend({
  /** The previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z~(SR|NGS)-[2-9A-HJ-NP-Z]{8}$/, 'Not a cursor from this inbox.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const person = z.object({ id: z.uuid(), email: z.string() });

export const inboxSummarySchema = z.object({
  reference: z.string(),
  kind: inboxKindSchema,
  receivedAt: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  /** The support topic, or the programme applied for. */
  subject: z.string(),
  status: inboxStatusSchema,
  assignee: person.nullable(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const inboxPageSchema = keysetPageSchema(inboxSummarySchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['note', 'reply']),
  author: z.string(),
  /** A reply's subject as mailed; null for a note. */
  subject: z.string().nullable(),
  body: z.string(),
  at: z.iso.datetime(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxItemSchema = inboxSummarySchema.extend({
  phone: z.string(),
  language: languageChoiceSchema,
  /** What the sender wrote: the support message or the scholarship statement, as they sent it. */
  message: z.string(),
  /** The rest of the form, label → value (a scholarship's intake, school, city, date of birth, guardian). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Notes and replies, oldest first. */
  messages: z.array(inboxMessageSchema),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Who may be assigned: the staff and admin accounts. */
export const inboxStaffListSchema = z.object({ items: z.array(person) });

export const inboxHandlingSchema = z.object({
  status: inboxStatusSchema,
  /** A staff account's id, or null for nobody. */
  assigneeId: z.uuid('Choose someone from the list.').nullable(),
});
export type InboxHandling = z.infer<typeof inboxHandlingSchema>;

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `The ${what} must be at most ${max.toLocaleString('en')} characters.`);

export const inboxNoteInputSchema = z.object({ body: text('note', 4000) });
export type InboxNoteInput = z.infer<typeof inboxNoteInputSchema>;

export const inboxReplyInputSchema = z.object({
  body: text('reply', 8000),
  /** Where the form stands once the reply is sent: answered, or waiting on the sender. */
  status: z.enum(['answered', 'waiting', 'closed'], 'Choose where it stands after the reply.').default('answered'),
});
export type InboxReplyInput = z.infer<typeof inboxReplyInputSchema>;
