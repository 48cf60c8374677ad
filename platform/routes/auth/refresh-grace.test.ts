// The refresh grace window: a refresh token presented again within 20 s of its rotation (two tabs at once, a
// retry after a lost answer) gets the same successor, so the sign-in stays one chain; presented again after the
// window it is a replay, and the whole sign-in is revoked.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RefreshedTokens } from '@/contract';
import { refreshTokens } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { sessionOfRefreshToken } from '../../services/auth/sessions';
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);

let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const platform = setUpTestPlatform({
  seed: false,
  now: () => now,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url') },
});

const refresh = (token: string) =>
  platform.request('/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
const me = (accessToken: string) =>
  platform.request('/auth/me', { headers: { authorization: `Bearer ${accessToken}` } });

let counter = 0;
const signedIn = () =>
  signUp(platform, {
    full_name: 'Ayesha Khan',
    email: `grace${++counter}@example.pk`,
    password: 'correct horse battery staple',
  });

/** How many refresh tokens the sign-in has ever had: one chain has one per rotation. */
async function tokensInFamily(token: string) {
  const sessionId = await sessionOfRefreshToken(platform.deps, token);
  return (await platform.deps.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId!))).length;
}

test('a refresh retried within the window answers the same successor, which keeps working', async () => {
  const auth = await signedIn();
  const first = (await (await refresh(auth.refresh_token)).json()) as RefreshedTokens;
  advance(AUTH_DEFAULTS.refreshGraceSeconds - 1);
  const retried = await refresh(auth.refresh_token);
  expect(retried.status).toBe(200);
  const again = (await retried.json()) as RefreshedTokens;
  expect(again.refresh_token).toBe(first.refresh_token);
  expect(again.refresh_token_expiry).toBe(first.refresh_token_expiry);
  expect((await me(again.access_token)).status).toBe(200);
  expect(await tokensInFamily(auth.refresh_token)).toBe(2);

  // The successor rotates on as usual: the chain goes on from it, not from a second branch.
  const next = (await (await refresh(again.refresh_token)).json()) as RefreshedTokens;
  expect(next.refresh_token).not.toBe(again.refresh_token);
  expect(await tokensInFamily(auth.refresh_token)).toBe(3);
});

test('two concurrent refreshes of one token both succeed with one successor', async () => {
  const auth = await signedIn();
  const answers = await Promise.all([
    refresh(auth.refresh_token),
    refresh(auth.refresh_token),
    refresh(auth.refresh_token),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  const tokens = (await Promise.all(answers.map((answer) => answer.json()))) as RefreshedTokens[];
  expect(new Set(tokens.map((token) => token.refresh_token)).size).toBe(1);
  expect(await tokensInFamily(auth.refresh_token)).toBe(2);
  for (const token of tokens) expect((await me(token.access_token)).status).toBe(200);
});

test('a replay after the window still revokes the sign-in, successor included', async () => {
  const auth = await signedIn();
  const rotated = (await (await refresh(auth.refresh_token)).json()) as RefreshedTokens;
  advance(AUTH_DEFAULTS.refreshGraceSeconds + 1);
  expect((await refresh(auth.refresh_token)).status).toBe(401);
  expect((await refresh(rotated.refresh_token)).status).toBe(401);
  expect((await me(rotated.access_token)).status).toBe(401);
});

test('successors differ from sign-in to sign-in', async () => {
  const [a, b] = [await signedIn(), await signedIn()];
  const [ra, rb] = (await Promise.all([
    (await refresh(a.refresh_token)).json(),
    (await refresh(b.refresh_token)).json(),
  ])) as RefreshedTokens[];
  expect(ra!.refresh_token).not.toBe(rb!.refresh_token);
  expect(ra!.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
