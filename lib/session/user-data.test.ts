import { userSchema } from '@/contract';
import { firstNameOf, parseUserDataCookie } from './user-data';

const user = { id: 'u1', email: 'a@example.com', full_name: 'A B', phone: '+923001234567', country: 'PK' };

test.each([
  [undefined, { user: null, malformed: false }],
  ['', { user: null, malformed: false }],
  ['[object Object]', { user: null, malformed: true }],
  ['{"id":', { user: null, malformed: true }],
  ['"just a string"', { user: null, malformed: true }],
  // A cookie written before accounts had a role, or before addresses were confirmed, reads as a learner who has
  // not submitted identity verification nor confirmed the address (the platform has the truth).
  [
    JSON.stringify(user),
    { user: { ...user, role: 'learner', has_submitted_kyc: false, email_verified: false }, malformed: false },
  ],
  [
    JSON.stringify({ ...user, role: 'staff', has_submitted_kyc: true, email_verified: true }),
    { user: { ...user, role: 'staff', has_submitted_kyc: true, email_verified: true }, malformed: false },
  ],
])('parseUserDataCookie(%p)', (raw, expected) => {
  expect(parseUserDataCookie(raw)).toEqual(expected);
});

test.each([
  ['the full learner', user],
  ['no phone', { ...user, phone: null }],
  ['a phone that is a number', { ...user, phone: 923001234567 }],
  ['no id', { ...user, id: undefined }],
  ['a country that is not text', { ...user, country: 1 }],
  ['an array', [user]],
  ['null', null],
])('the hand check agrees with the contract’s userSchema: %s', (_label, value) => {
  expect(parseUserDataCookie(JSON.stringify(value)).user !== null).toBe(userSchema.safeParse(value).success);
});

test('the header reads the first name from a well-formed cookie', () => {
  expect(firstNameOf(JSON.stringify({ full_name: '  Ayesha  Khan ', email: 'a@example.com' }))).toBe('Ayesha');
});

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['an object written as text', '[object Object]'],
  ['invalid JSON', '{"full_name":'],
  ['JSON that is not an object', '"Ayesha"'],
  ['null', 'null'],
  ['no name', JSON.stringify({ email: 'a@example.com' })],
  ['a blank name', JSON.stringify({ full_name: '   ' })],
])('%s means no name in the header', (_label, raw) => {
  expect(firstNameOf(raw)).toBeNull();
});
