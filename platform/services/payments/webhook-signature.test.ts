// The webhook signature header while a secret is rotated: several v1 entries, any one that matches will do.
import { checkSignatureHeader, signPayload } from './webhook-signature';

const body = '{"id":"evt_1","type":"payment.succeeded"}';
const now = new Date('2026-11-26T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const current = 'current-secret-of-at-least-32-characters';
const previous = 'previous-secret-of-at-least-32-characters';

test('a header with the new and the old secret’s signatures is valid whichever comes first', () => {
  const byCurrent = signPayload(current, t, body);
  const byPrevious = signPayload(previous, t, body);
  expect(checkSignatureHeader(current, `t=${t},v1=${byCurrent},v1=${byPrevious}`, body, now)).toBe('valid');
  expect(checkSignatureHeader(current, `t=${t},v1=${byPrevious},v1=${byCurrent}`, body, now)).toBe('valid');
  expect(checkSignatureHeader(current, `t=${t},v1=${byPrevious},v1=${byPrevious}`, body, now)).toBe('mismatch');
  expect(checkSignatureHeader(current, `t=${t},v0=${byCurrent}`, body, now)).toBe('malformed');
});
