import { parseUserData } from './user-data';

test('a well-formed cookie gives the first name', () => {
  expect(parseUserData(JSON.stringify({ full_name: '  Ayesha  Khan ', email: 'a@example.com' }))).toEqual({ firstName: 'Ayesha' });
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
])('%s means no user', (_label, raw) => {
  expect(parseUserData(raw)).toBeNull();
});
