import { parseUserDataCookie } from './user-data';

const user = { id: 'u1', email: 'a@example.com', full_name: 'A B', phone: '+923001234567', country: 'PK' };

test.each([
  [undefined, { user: null, malformed: false }],
  ['', { user: null, malformed: false }],
  ['[object Object]', { user: null, malformed: true }],
  ['{"id":', { user: null, malformed: true }],
  ['"just a string"', { user: null, malformed: true }],
  [JSON.stringify(user), { user, malformed: false }],
])('parseUserDataCookie(%p)', (raw, expected) => {
  expect(parseUserDataCookie(raw)).toEqual(expected);
});
