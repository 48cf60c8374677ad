// Webhook signatures: HMAC-SHA256 over "{timestamp}.{raw body}", sent as `t={unix seconds},v1={hex}`.
// The timestamp is signed too, so an old notification replayed later fails the tolerance window.
import { createHmac, timingSafeEqual } from 'node:crypto';

const WEBHOOK_TOLERANCE_SECONDS = 300;

export const signPayload = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signPayload(secret, timestamp, rawBody)}`;
}

type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'outside-tolerance';

/** Constant-time comparison of two hex strings of any length. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function checkSignatureHeader(
  secret: string,
  header: string | null,
  rawBody: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  // Several v1 entries while a secret is rotated (as Stripe sends them): any one that matches will do.
  const signatures = parts.flatMap(([name, value]) =>
    name === 'v1' && value && /^[0-9a-f]{64}$/i.test(value) ? [value] : [],
  );
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) return 'malformed';
  const expected = signPayload(secret, timestamp, rawBody);
  // Every entry is compared, so the time taken does not say which one matched.
  if (!signatures.map((signature) => sameHex(expected, signature)).includes(true)) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'outside-tolerance';
  return 'valid';
}
