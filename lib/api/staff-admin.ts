// The platform's admin calls: roles (/staff/roles) and the audit log (/staff/audit and its CSV).
import 'server-only';
import { z } from 'zod';
import {
  auditPageSchema,
  roleChangeSchema,
  roleHolderSchema,
  type AuditFilter,
  type RoleChangeRequest,
} from '@/contract';
import { callPlatform, callPlatformStream } from './client';

const roleHolderListSchema = z.object({ items: z.array(roleHolderSchema) });

export const listRoleHolders = (accessToken: string) =>
  callPlatform('/staff/roles', roleHolderListSchema, { accessToken });

/** `idempotencyKey`: the form's own, so a double submit or a retry changes the role once. */
export const changeRole = (accessToken: string, request: RoleChangeRequest, idempotencyKey: string) =>
  callPlatform('/staff/roles', roleChangeSchema, { method: 'POST', accessToken, body: request, idempotencyKey });

export const readAuditPage = (accessToken: string, filter: AuditFilter, cursor?: string) =>
  callPlatform('/staff/audit', auditPageSchema, { accessToken, query: { ...filter, cursor } });

export const exportAudit = (accessToken: string, filter: AuditFilter) =>
  callPlatformStream('/staff/audit/export', { accessToken, query: { ...filter } });
