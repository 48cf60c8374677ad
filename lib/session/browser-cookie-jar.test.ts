/** @jest-environment jsdom */
// The browser side of the store on jsdom's real document.cookie: readable cookies read and written with the
// `cookie` package, and HttpOnly presence from the server.
import { parse } from 'cookie';
import { createBrowserCookieJar } from './browser-cookie-jar';
import { createSessionStore, TOKENS_INVALID_MESSAGE } from './session-store';

const user = {
  id: 'u1',
  email: 'a@example.com',
  full_name: 'Ayesha Khan',
  phone: null,
  country: 'PK',
  role: 'learner' as const,
  has_submitted_kyc: false,
  email_verified: true,
  language: 'en' as const,
};

afterEach(() => {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

test('start signs in from is_authenticated plus the server-known HttpOnly access token', () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  const log = { info: jest.fn(), error: jest.fn() };
  const state = createSessionStore({ jar: createBrowserCookieJar(new Set(['access_token'])), log }).start();
  expect(state).toMatchObject({ isAuthenticated: true, user });
  expect(log.info).not.toHaveBeenCalled();
});

test('without the access token the browser store logs out and clears the readable cookies', () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = 'user_data=%5Bobject%20Object%5D; Path=/';
  const log = { info: jest.fn(), error: jest.fn() };
  createSessionStore({ jar: createBrowserCookieJar(), log }).start();
  expect(log.info).toHaveBeenCalledWith(TOKENS_INVALID_MESSAGE);
  expect(document.cookie).toBe('');
});

test('the session writes its readable cookies through document.cookie', () => {
  const log = { info: jest.fn(), error: jest.fn() };
  createSessionStore({ jar: createBrowserCookieJar(), log }).refreshTokens({ user });
  expect(log.error).not.toHaveBeenCalled();
  expect(parse(document.cookie).user_data).toBe(JSON.stringify(user));
});

test('nothing of the session reaches web storage', () => {
  const store = createSessionStore({ jar: createBrowserCookieJar(), log: { info: jest.fn(), error: jest.fn() } });
  store.refreshTokens({ user });
  store.setOtpEmail('a@example.com');
  expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
});

test('the browser jar writes a readable cookie with its attributes, reads it back decoded, and deletes it', () => {
  const jar = createBrowserCookieJar();
  const value = JSON.stringify({ full_name: 'Ayesha; Khan=1', email: 'a@example.com' });
  jar.set('user_data', value, { maxAge: 60, path: '/', sameSite: 'lax', secure: false, httpOnly: false });
  expect(document.cookie).toBe(`user_data=${encodeURIComponent(value)}`);
  expect([jar.get('user_data'), jar.has('user_data')]).toEqual([value, true]);
  jar.delete('user_data', { maxAge: 60, path: '/', sameSite: 'lax', secure: false, httpOnly: false });
  expect([jar.get('user_data'), jar.has('user_data'), document.cookie]).toEqual([undefined, false, '']);
});

test('a cookie with a broken percent-escape reads as its raw text instead of throwing', () => {
  document.cookie = 'user_data=%E0%A4%A; Path=/';
  const jar = createBrowserCookieJar();
  expect(jar.get('user_data')).toBe('%E0%A4%A');
});
