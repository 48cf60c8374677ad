// Reads the learner's display name from the readable `user_data` cookie without trusting it:
// the seed treats invalid JSON and the text '[object Object]' as no user. No zod here: this runs in the browser.

export interface HeaderUser {
  firstName: string;
}

export function parseUserData(raw: string | undefined | null): HeaderUser | null {
  if (!raw || raw === '[object Object]') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { full_name: fullName } = value as { full_name?: unknown };
  if (typeof fullName !== 'string') return null;
  const firstName = fullName.trim().split(/\s+/)[0];
  return firstName ? { firstName } : null;
}
