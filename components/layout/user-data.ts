// Reads the learner's display name from the readable `user_data` cookie without trusting it; malformed
// values are no user. No zod here: this runs in the browser on every public page.
import { decodeUserDataJson } from '@/lib/session/user-data-json';

export interface HeaderUser {
  firstName: string;
}

export function parseUserData(raw: string | undefined | null): HeaderUser | null {
  const decoded = decodeUserDataJson(raw);
  if (decoded.kind !== 'json') return null;
  const { value } = decoded;
  if (typeof value !== 'object' || value === null) return null;
  const { full_name: fullName } = value as { full_name?: unknown };
  if (typeof fullName !== 'string') return null;
  const firstName = fullName.trim().split(/\s+/)[0];
  return firstName ? { firstName } : null;
}
