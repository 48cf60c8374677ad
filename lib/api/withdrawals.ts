// The learner's withdrawal from a paid semester (POST /me/withdrawals): it moves money, so it carries the form
// render's Idempotency-Key.
import 'server-only';
import { withdrawalRecordedSchema, type WithdrawalRequest } from '@/contract';
import { callPlatform } from './client';

export const requestWithdrawal = (accessToken: string, input: WithdrawalRequest, idempotencyKey: string) =>
  callPlatform('/me/withdrawals', withdrawalRecordedSchema, {
    method: 'POST',
    body: input,
    accessToken,
    idempotencyKey,
  });
