// The `user_data` cookie: the learner as JSON. Malformed values (invalid JSON, '[object Object]',
// the wrong shape) are treated as no user, and the caller clears the cookie.
import { userSchema, type User } from '@/contract';
import { decodeUserDataJson } from './user-data-json';

export type UserDataResult = { user: User | null; malformed: boolean };

export function parseUserDataCookie(raw: string | undefined | null): UserDataResult {
  const decoded = decodeUserDataJson(raw);
  if (decoded.kind !== 'json') return { user: null, malformed: decoded.kind === 'malformed' };
  const parsed = userSchema.safeParse(decoded.value);
  return parsed.success ? { user: parsed.data, malformed: false } : { user: null, malformed: true };
}

export const serializeUserData = (user: User) => JSON.stringify(user);
