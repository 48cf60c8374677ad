// Does a wrong code at the reset step take longer for an address with a live recovery code? 80 pairs over the
// platform's HTTP interface: each side first asks for a code (as an attacker can, for any address) and then sends a
// wrong one with the recovery id the request answered; one address has an account, the other none, which goes first
// alternating; only the reset is timed. About 40 of 80 is no signal (binomial: 95% of runs fall in 31-49).
// Run: npx tsx bench/reset-timing.ts [pairs]
import { authThrottle, mailOutbox } from '../platform/db/schema';
import { AUTH_DEFAULTS } from '../platform/services/auth/settings';
import { signUp } from '../platform/test/sign-up';
import { createTestPlatform } from '../platform/test/test-platform';

const pairs = Number(process.argv[2] ?? 80);
const platform = await createTestPlatform({
  seed: false,
  auth: {
    ...AUTH_DEFAULTS,
    secret: 'reset-timing-bench-secret-of-32-characters!',
    trustedClientIpHeader: 'x-client-ip',
  },
});
const KNOWN = 'has-account@example.com';
await signUp(platform, { email: KNOWN, password: 'correct horse battery' });

const post = (path: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.7' },
    body: JSON.stringify(body),
  });

async function timedReset(email: string): Promise<number> {
  // The limits would answer 429 long before 80 tries; they are the same work on both paths, so start afresh.
  await platform.deps.db.delete(authThrottle);
  const asked = await post('/auth/password-recovery/code', { email });
  if (asked.status !== 202) throw new Error(`asking for a code answered ${asked.status}`);
  const { recovery_id } = (await asked.json()) as { recovery_id?: string };
  // The mail is handed over after the answer; let it go before timing, as it would between two visitors.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await platform.deps.db.delete(mailOutbox);
  const start = performance.now();
  const response = await post('/auth/password-recovery/reset', {
    email,
    recovery_id,
    code: '000000',
    new_password: 'a new and long passphrase',
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status !== 422) throw new Error(`a wrong code answered ${response.status}`);
  return elapsed;
}

for (let warm = 0; warm < 5; warm++) await timedReset(`warm-up-${warm}@example.com`);
let slowerWithCode = 0;
const withCodes: number[] = [];
const withoutCodes: number[] = [];
for (let pair = 0; pair < pairs; pair++) {
  const unknown = `nobody-${pair}@example.com`;
  const first = pair % 2 === 0 ? KNOWN : unknown;
  const a = await timedReset(first);
  const b = await timedReset(first === KNOWN ? unknown : KNOWN);
  const [withCode, without] = first === KNOWN ? [a, b] : [b, a];
  if (withCode > without) slowerWithCode++;
  withCodes.push(withCode);
  withoutCodes.push(without);
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `${slowerWithCode} of ${pairs} pairs slower for the address with a live code; median ${median(withCodes).toFixed(1)} ms with, ${median(withoutCodes).toFixed(1)} ms without`,
);
await platform.close();
