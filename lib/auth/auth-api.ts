// The platform's account and session calls, for server actions and pages (through the one API adapter).
import 'server-only';
import {
  authDataSchema,
  recoveryAcceptedSchema,
  registrationAcceptedSchema,
  userSchema,
  type Language,
  type LoginRequest,
  type PasswordResetRequest,
  type RegisterRequest,
  type RegistrationConfirm,
} from '@/contract';
import { z } from 'zod';
import { callPlatform } from '../api/client';
import { signInHeaders } from '../api/client-address-headers';

const post = async <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
  callPlatform(path, schema, { method: 'POST', body: body as Record<string, unknown>, headers: await signInHeaders() });

export const registerAccount = (input: RegisterRequest) => post('/auth/register', registrationAcceptedSchema, input);
export const confirmRegistration = (input: RegistrationConfirm) =>
  post('/auth/register/confirm', authDataSchema, input);
export const signIn = (input: LoginRequest) => post('/auth/login', authDataSchema, input);
export const signOut = (refreshToken: string) => post('/auth/logout', z.unknown(), { refresh_token: refreshToken });
export const requestRecoveryCode = (email: string, language: Language) =>
  post('/auth/password-recovery/code', recoveryAcceptedSchema, { email, language });
export const resetPassword = (input: PasswordResetRequest) => post('/auth/password-recovery/reset', z.unknown(), input);

/** The learner the access token belongs to; the platform verifies the token. */
export const getCurrentUser = (accessToken: string) => callPlatform('/auth/me', userSchema, { accessToken });
