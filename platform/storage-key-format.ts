// The form a storage encryption key is written in (STORAGE_ENCRYPTION_KEY, or the stored one): read by the settings
// check at start and by the storage that uses the key, so it sits below both.

export const KEY_BYTES = 32;

/** 64 hex digits, or base64 / base64url of 32 bytes; anything else is undefined. */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64')
      : undefined;
  return bytes?.length === KEY_BYTES ? bytes : undefined;
}
