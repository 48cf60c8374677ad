import { parseUserDataCookie } from './user-data';

const user = { id: 'u1', email: 'a@example.com', full_name: 'A B', phone: '+923001234567', country: 'PK' };

test.each([
  [undefined, { user: null, malformed: false }],
  ['', { user: null, malformed: false }],
  ['[object Object]', { user: null, malformed: true }],
  ['{"id":', { user: null, malformed: true }],
  ['"just a string"', { user: null, malformed: true }],
  // A cookie written before accounts had a role, or before addresses were confirmed, reads as a learner who has
  // not submitted identity verification nor confirmed the address (the platform has the truth).
  [JSON.stringify(user), { user: { ...user, role: 'learner', has_submitted_kyc: false, email_verified: false }, malformed: false }],
  [
    JSON.stringify({ ...user, role: 'staff', has_submitted_kyc: true, email_verified: true }),
    { user: { ...user, role: 'staff', has_submitted_kyc: true, email_verified: true }, malformed: false },
  ],
])('parseUserDataCookie(%p)', (raw, expected) => {
  expect(parseUserDataCookie(raw)).toEqual(expected);
});
