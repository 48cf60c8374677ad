// The rule for the `user_data` cookie, in one place and without zod (public pages read it in the
// browser and must stay light): invalid JSON and the text '[object Object]' are malformed.

export type UserDataJson = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'json'; value: unknown };

export function decodeUserDataJson(raw: string | undefined | null): UserDataJson {
  if (raw === undefined || raw === null || raw === '') return { kind: 'absent' };
  if (raw === '[object Object]') return { kind: 'malformed' };
  try {
    return { kind: 'json', value: JSON.parse(raw) };
  } catch {
    return { kind: 'malformed' };
  }
}
