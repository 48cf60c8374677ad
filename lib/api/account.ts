// The platform's /account calls (profile, password, e-mail address, sign-ins, data export, closing), for the
// /account pages, their actions and the export download. Every call carries the learner's access token.
import 'server-only';
import {
  accountClosedSchema,
  authDataSchema,
  emailChangeAcceptedSchema,
  emailChangeRevertedSchema,
  signInListSchema,
  signInsEndedSchema,
  userSchema,
  type EmailChangeConfirm,
  type EmailChangeRequest,
  type EmailLanguageUpdate,
  type ProfileUpdate,
} from '@/contract';
import { z } from 'zod';
import { callPlatform, callPlatformStream } from './client';
import { clientAddressHeaders, signInHeaders } from './client-address-headers';

// The visitor's address goes along where the platform limits attempts (password checks) or records the change.
const write = async <S extends z.ZodType>(
  accessToken: string,
  path: string,
  schema: S,
  body?: Record<string, unknown>,
  method: 'POST' | 'PATCH' | 'PUT' = 'POST',
) =>
  callPlatform(path, schema, { method, accessToken, headers: await clientAddressHeaders(), ...(body ? { body } : {}) });

export const updateProfile = (accessToken: string, input: ProfileUpdate) =>
  write(accessToken, '/me/profile', userSchema, input, 'PATCH');
export const updateEmailLanguage = (accessToken: string, input: EmailLanguageUpdate) =>
  write(accessToken, '/me/language', userSchema, input, 'PUT');
/** Opens a fresh sign-in for this browser: its User-Agent goes along for the sign-ins list. */
export const changePassword = async (accessToken: string, input: { current_password: string; new_password: string }) =>
  callPlatform('/auth/change-password', authDataSchema, {
    method: 'POST',
    accessToken,
    body: input,
    headers: await signInHeaders(),
  });
export const listSignIns = (accessToken: string) => callPlatform('/me/sign-ins', signInListSchema, { accessToken });
export const endOtherSignIns = (accessToken: string) =>
  write(accessToken, '/me/sign-ins/end-others', signInsEndedSchema);
export const requestEmailChange = (accessToken: string, input: EmailChangeRequest) =>
  write(accessToken, '/me/email-change', emailChangeAcceptedSchema, input);
export const confirmEmailChange = (accessToken: string, input: EmailChangeConfirm) =>
  write(accessToken, '/me/email-change/confirm', userSchema, input);
export const revertEmailChange = async (token: string) =>
  callPlatform('/auth/email-change/revert', emailChangeRevertedSchema, {
    method: 'POST',
    body: { token },
    headers: await clientAddressHeaders(),
  });
export const closeAccount = (accessToken: string, password: string) =>
  write(accessToken, '/me/close', accountClosedSchema, { password });
/** The export as the platform wrote it, streamed to the browser as a download. */
export const streamDataExport = async (accessToken: string) =>
  callPlatformStream('/me/data-export', { accessToken, headers: await clientAddressHeaders() });
