// Does asking for a recovery code take longer for an address with an account? 80 pairs of requests over the
// platform's HTTP interface (one for an account's address, one for an address without one, which goes first
// alternating), counting the pairs where the account's was slower. About 40 of 80 is no signal (binomial: 95% of
// runs fall in 31-49). Run: npx tsx bench/recovery-timing.ts [pairs]
import { authThrottle, mailOutbox } from '../platform/db/schema';
import { AUTH_DEFAULTS } from '../platform/services/auth/settings';
import { outboxMail, signUp } from '../platform/test/sign-up';
import { createTestPlatform } from '../platform/test/test-platform';

const pairs = Number(process.argv[2] ?? 80);
const platform = await createTestPlatform({
  seed: false,
  auth: {
    ...AUTH_DEFAULTS,
    secret: 'recovery-timing-bench-secret-of-32-characters',
    trustedClientIpHeader: 'x-client-ip',
  },
});
const KNOWN = 'has-account@example.com';
await signUp(platform, { email: KNOWN, password: 'correct horse battery' });

async function timed(email: string): Promise<number> {
  // The limits would answer 429 long before 80 tries; they are the same work on both paths, so start afresh.
  await platform.deps.db.delete(authThrottle);
  const start = performance.now();
  const response = await platform.request('/auth/password-recovery/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.7' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status !== 202) throw new Error(`asking for a code answered ${response.status}`);
  // Mail sent after the answer is written before the next try, as it would be between two visitors.
  if (email === KNOWN) await outboxMail(platform, KNOWN, 'Your password recovery code');
  await platform.deps.db.delete(mailOutbox);
  return elapsed;
}

for (let warm = 0; warm < 5; warm++) await timed(`warm-up-${warm}@example.com`);
let slowerWithAccount = 0;
const differences: number[] = [];
for (let pair = 0; pair < pairs; pair++) {
  const unknown = `nobody-${pair}@example.com`;
  let withAccount: number;
  let without: number;
  if (pair % 2 === 0) {
    withAccount = await timed(KNOWN);
    without = await timed(unknown);
  } else {
    without = await timed(unknown);
    withAccount = await timed(KNOWN);
  }
  if (withAccount > without) slowerWithAccount++;
  differences.push(withAccount - without);
}
differences.sort((a, b) => a - b);
console.log(
  `${slowerWithAccount} of ${pairs} pairs slower for the address with an account; median difference ${differences[Math.floor(pairs / 2)]?.toFixed(2)} ms`,
);
await platform.close();
