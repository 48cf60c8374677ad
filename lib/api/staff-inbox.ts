// The platform's inbox calls for /staff/inbox: a page of forms, one form, whom to assign, and the three writes (each
// sent with its form's Idempotency-Key, so a double submit or a retry acts once).
import 'server-only';
import {
  inboxItemSchema,
  inboxPageSchema,
  inboxStaffListSchema,
  type InboxFilter,
  type InboxHandling,
  type InboxNoteInput,
  type InboxReplyInput,
} from '@/contract';
import { callPlatform } from './client';

export const readInboxPage = (accessToken: string, filter: InboxFilter, cursor?: string) =>
  callPlatform('/staff/inbox', inboxPageSchema, { accessToken, query: { ...filter, cursor } });

export const readInboxItem = (accessToken: string, reference: string) =>
  callPlatform(`/staff/inbox/${encodeURIComponent(reference)}`, inboxItemSchema, { accessToken });

export const listInboxStaff = (accessToken: string) =>
  callPlatform('/staff/inbox/staff', inboxStaffListSchema, { accessToken });

type Write =
  | { to: 'handling'; body: InboxHandling }
  | { to: 'notes'; body: InboxNoteInput }
  | { to: 'replies'; body: InboxReplyInput };

export const writeInbox = (accessToken: string, reference: string, write: Write, idempotencyKey: string) =>
  callPlatform(`/staff/inbox/${encodeURIComponent(reference)}/${write.to}`, inboxItemSchema, {
    method: 'POST',
    accessToken,
    body: write.body,
    idempotencyKey,
  });
