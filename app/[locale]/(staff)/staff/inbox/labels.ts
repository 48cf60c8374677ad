// The inbox's words for its kinds and statuses, shared by the list and a form's page.
import type { InboxKind, InboxStatus } from '@/contract';

export const KIND_LABELS: Record<InboxKind, string> = {
  support: 'Support request',
  scholarship: 'Scholarship application',
};

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  waiting: 'Waiting on the sender',
  answered: 'Answered',
  closed: 'Closed',
};
