// What admins do on /staff/roles and /staff/audit: grant and withdraw roles, and read the audit log of every staff
// and admin action (filters in the URL, newest first, keyset pages that stay put while rows are added).
import { z } from 'zod';
import { emailSchema } from './auth';
import { keysetPageSchema } from './keyset-page';

/** `staff` decides the review queues; `admin` also grants roles and edits the catalogue. */
export const accountRoleSchema = z.enum(['learner', 'staff', 'admin']);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const roleChangeRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(['learner', 'staff', 'admin'], 'Choose a role.'),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

export const roleHolderSchema = z.object({
  accountId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: accountRoleSchema,
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;

export const roleChangeSchema = roleHolderSchema.extend({
  previousRole: accountRoleSchema,
  /** False when the account held that role already: nothing was written. */
  changed: z.boolean(),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string().regex(/^\d+$/),
  at: z.iso.datetime(),
  /** The actor's e-mail address at the time, or `command line`. */
  actor: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);
const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.iso.date('Enter a date as YYYY-MM-DD.').optional());

/** The log's filters, as they stand in the page's URL and the API's query: all optional, dates inclusive (UTC). */
export const auditFilterSchema = z.object({
  actor: optionalText(254),
  action: optionalText(64),
  record: optionalText(64),
  from: day,
  to: day,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditPageQuerySchema = auditFilterSchema.extend({
  /** The last row of the previous page (its `nextCursor`). */
  cursor: z.string().regex(/^\d+$/, 'Not a cursor from this log.').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Newest first: the next page is older. */
export const auditPageSchema = keysetPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
