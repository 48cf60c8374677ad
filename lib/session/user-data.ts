// The `user_data` cookie: the learner as JSON. Malformed values (invalid JSON, '[object Object]',
// the wrong shape) are treated as no user, and the caller clears the cookie.
import { userSchema, type User } from '@/contract';

export type UserDataResult = { user: User | null; malformed: boolean };

export function parseUserDataCookie(raw: string | undefined | null): UserDataResult {
  if (raw === undefined || raw === null || raw === '') return { user: null, malformed: false };
  if (raw === '[object Object]') return { user: null, malformed: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { user: null, malformed: true };
  }
  const parsed = userSchema.safeParse(value);
  return parsed.success ? { user: parsed.data, malformed: false } : { user: null, malformed: true };
}

export const serializeUserData = (user: User) => JSON.stringify(user);
