// Reads a JWT's expiry without verifying it: only to decide when to refresh. Trust comes from the
// platform, which verifies the signature on every call.
export function accessTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is unreadable or expires within `marginMs`. */
export function expiresWithin(token: string, marginMs: number, now = Date.now()): boolean {
  const expiry = accessTokenExpiry(token);
  return expiry === null || expiry - now <= marginMs;
}
