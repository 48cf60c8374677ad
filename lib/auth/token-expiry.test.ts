import { accessTokenExpiry, expiresWithin } from './token-expiry';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

test('reads exp from a JWT payload', () => {
  expect(accessTokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
});

test.each(['', 'not-a-jwt', 'a.%%%.c', jwt({ sub: 'no exp' }), jwt({ exp: 'soon' })])(
  'an unreadable token (%p) counts as expiring',
  (token) => {
    expect(expiresWithin(token, 60_000)).toBe(true);
  },
);

test('expiresWithin compares with the margin', () => {
  const now = 1_800_000_000_000;
  expect(expiresWithin(jwt({ exp: now / 1000 + 120 }), 60_000, now)).toBe(false);
  expect(expiresWithin(jwt({ exp: now / 1000 + 30 }), 60_000, now)).toBe(true);
});
