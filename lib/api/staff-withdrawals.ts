// The platform's withdrawal calls, for the /staff/withdrawals queue and its settle action.
import 'server-only';
import { z } from 'zod';
import { withdrawalSchema } from '@/contract';
import { callPlatform } from './client';

const listSchema = z.object({ items: z.array(withdrawalSchema), total: z.number().int() });

export const listWithdrawals = (accessToken: string) => callPlatform('/staff/withdrawals', listSchema, { accessToken });

export const settleWithdrawal = (accessToken: string, id: string) =>
  callPlatform(`/staff/withdrawals/${encodeURIComponent(id)}/settle`, withdrawalSchema, {
    method: 'POST',
    accessToken,
  });
