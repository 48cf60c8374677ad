// The platform's find-a-learner calls: search (/staff/learners), one learner's record, and the audited actions.
import 'server-only';
import { learnerActionResultSchema, learnerPageSchema, learnerRecordSchema, type LearnerFilter } from '@/contract';
import { callPlatform } from './client';

export const searchLearners = (accessToken: string, filter: LearnerFilter, cursor?: string) =>
  callPlatform('/staff/learners', learnerPageSchema, { accessToken, query: { ...filter, cursor } });

export const readLearnerRecord = (accessToken: string, id: string) =>
  callPlatform(`/staff/learners/${encodeURIComponent(id)}`, learnerRecordSchema, { accessToken });

export type LearnerAction = 'confirmation' | 'receipt-mail' | 'sessions/end' | 'notes';

/** `idempotencyKey`: the form's own, so a double submit resends one mail or writes one note. */
export const actOnLearner = (
  accessToken: string,
  id: string,
  action: LearnerAction,
  body: Record<string, string>,
  idempotencyKey: string,
) =>
  callPlatform(`/staff/learners/${encodeURIComponent(id)}/${action}`, learnerActionResultSchema, {
    method: 'POST',
    accessToken,
    body,
    idempotencyKey,
  });
