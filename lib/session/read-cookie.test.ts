import { parse } from 'cookie';
import { readCookie } from './read-cookie';

const USER = encodeURIComponent(JSON.stringify({ id: 'u1', full_name: 'Ayesha Khan' }));

test.each([
  ['is_authenticated=true; user_data=' + USER, 'user_data'],
  ['is_authenticated=true; user_data=' + USER, 'is_authenticated'],
  ['theme=dark;is_authenticated=false', 'is_authenticated'],
  ['user_data=first; user_data=second', 'user_data'],
  ['  user_data =\t%7B%22a%22%3A1%7D\t; x=1', 'user_data'],
  ['user_data=%E0%A4%A; other=1', 'user_data'],
  ['user_data=a=b=c', 'user_data'],
  ['not_user_data=1; user_data', 'user_data'],
  ['', 'user_data'],
  ['user_data=', 'user_data'],
])('%s: %s as the cookie package reads it', (header, name) => {
  expect(readCookie(header, name)).toBe(parse(header)[name]);
});
