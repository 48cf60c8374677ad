// The `user_data` cookie: the learner as JSON, readable by scripts (the header shows the first name from it on
// every public page, hence no zod here). Never trusted for access: the platform decides. Malformed values
// (invalid JSON, the text '[object Object]', the wrong shape) are no user, and the session store clears them.
import type { User } from '@/contract';

type UserDataResult = { user: User | null; malformed: boolean };

type Decoded = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'json'; value: unknown };

function decode(raw: string | undefined | null): Decoded {
  if (raw === undefined || raw === null || raw === '') return { kind: 'absent' };
  if (raw === '[object Object]') return { kind: 'malformed' };
  try {
    return { kind: 'json', value: JSON.parse(raw) };
  } catch {
    return { kind: 'malformed' };
  }
}

/**
 * The contract's userSchema, checked by hand (user-data.test.ts holds the two together). Fields added later
 * (role, has_submitted_kyc, email_verified) take the schema's defaults when a cookie written earlier lacks them.
 */
export function userFrom(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { id, email, full_name, phone, country } = record;
  const strings = [id, email, full_name, country].every((field) => typeof field === 'string');
  if (!strings || !(phone === null || typeof phone === 'string')) return null;
  const role = record.role ?? 'learner';
  const hasSubmittedKyc = record.has_submitted_kyc ?? false;
  const emailVerified = record.email_verified ?? false;
  if (
    (role !== 'learner' && role !== 'staff' && role !== 'admin') ||
    typeof hasSubmittedKyc !== 'boolean' ||
    typeof emailVerified !== 'boolean'
  )
    return null;
  return { ...(record as User), role, has_submitted_kyc: hasSubmittedKyc, email_verified: emailVerified };
}

export function parseUserDataCookie(raw: string | undefined | null): UserDataResult {
  const decoded = decode(raw);
  if (decoded.kind !== 'json') return { user: null, malformed: decoded.kind === 'malformed' };
  const user = userFrom(decoded.value);
  return user ? { user, malformed: false } : { user: null, malformed: true };
}

/** The learner's first name for the header, or null: it needs only a well-formed `full_name`. */
export function firstNameOf(raw: string | undefined | null): string | null {
  const decoded = decode(raw);
  if (decoded.kind !== 'json' || typeof decoded.value !== 'object' || decoded.value === null) return null;
  const { full_name: fullName } = decoded.value as { full_name?: unknown };
  return (typeof fullName === 'string' && fullName.trim().split(/\s+/)[0]) || null;
}

export const serializeUserData = (user: User) => JSON.stringify(user);
