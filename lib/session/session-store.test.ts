// The session store's operations on an in-memory cookie jar that records attributes like a browser would.
import { authDataSchema, type AuthData } from '@/contract';
import type { AuthCookieOptions } from './auth-cookies';
import {
  createSessionStore,
  initialSessionState,
  signedInTokens,
  TOKENS_INVALID_MESSAGE,
  type CookieJar,
} from './session-store';

function memoryJar(secure = true, initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const attributes = new Map<string, AuthCookieOptions>();
  const jar: CookieJar & { values: typeof values; attributes: typeof attributes } = {
    secure,
    values,
    attributes,
    get: (name) => values.get(name),
    has: (name) => values.has(name),
    set: (name, value, options) => {
      values.set(name, value);
      attributes.set(name, options);
    },
    delete: (name) => void values.delete(name),
  };
  return jar;
}

const log = () => ({ info: jest.fn(), error: jest.fn() });

const user = {
  id: 'u1',
  email: 'ayesha@example.com',
  full_name: 'Ayesha Khan',
  phone: null,
  country: 'PK',
  role: 'learner' as const,
  has_submitted_kyc: false,
  email_verified: true,
  language: 'en' as const,
};
const authData: AuthData = {
  access_token: 'access.jwt.token',
  refresh_token: 'refresh-1',
  lms_token: 'lms-1',
  user,
  access_token_expiry: '2026-03-01T10:15:00.000Z',
  refresh_token_expiry: '2026-03-31T10:00:00.000Z',
};

test('signedInTokens (what the server asks the platform with): the tokens only with is_authenticated "true" and an access token', () => {
  expect(
    signedInTokens(
      memoryJar(true, { is_authenticated: 'true', access_token: 'a', refresh_token: 'r', lms_token: 'l' }),
    ),
  ).toEqual({ access_token: 'a', refresh_token: 'r', lms_token: 'l' });
  expect(signedInTokens(memoryJar(true, { is_authenticated: 'true', access_token: 'a' }))).toEqual({
    access_token: 'a',
    refresh_token: '',
    lms_token: '',
  });
  expect(signedInTokens(memoryJar(true, { is_authenticated: 'false', access_token: 'a' }))).toBeNull();
  expect(
    signedInTokens(memoryJar(true, { is_authenticated: 'true', refresh_token: 'r', user_data: JSON.stringify(user) })),
  ).toBeNull();
});

test('start: signed in only when is_authenticated is "true" and an access token exists', () => {
  const jar = memoryJar(true, {
    is_authenticated: 'true',
    access_token: 'a',
    refresh_token: 'r',
    user_data: JSON.stringify(user),
  });
  const state = createSessionStore({ jar, log: log() }).start();
  expect(state).toMatchObject({ isAuthenticated: true, user, access_token: 'a', refresh_token: 'r' });
});

test('start without any auth cookie stays signed out without a log line', () => {
  const logger = log();
  expect(createSessionStore({ jar: memoryJar(), log: logger }).start().isAuthenticated).toBe(false);
  expect(logger.info).not.toHaveBeenCalled();
});

test("a visitor's start tells no listener (nothing changed); a signed-in snapshot without its cookies is reset", () => {
  const visitor = createSessionStore({ jar: memoryJar(), log: log() });
  const heard = jest.fn();
  visitor.subscribe(heard);
  visitor.start();
  expect(heard).not.toHaveBeenCalled();

  const gone = createSessionStore({ jar: memoryJar(), log: log(), initial: { isAuthenticated: true, user } });
  gone.subscribe(heard);
  expect(gone.start()).toEqual(initialSessionState);
  expect(heard).toHaveBeenCalled();
});

test.each([
  ['no access token', { is_authenticated: 'true', user_data: JSON.stringify(user) }],
  ['is_authenticated is not "true"', { is_authenticated: '1', access_token: 'a' }],
  ['only a refresh token', { refresh_token: 'r' }],
])(
  'start with %s logs "Tokens expired or invalid, logging out" and logs out',
  (_case, cookies: Record<string, string>) => {
    const jar = memoryJar(true, cookies);
    const logger = log();
    const state = createSessionStore({ jar, log: logger }).start();
    expect(logger.info).toHaveBeenCalledWith(TOKENS_INVALID_MESSAGE);
    expect(state.isAuthenticated).toBe(false);
    expect(state.user).toBeNull();
    expect([...jar.values.keys()]).toEqual([]);
  },
);

test.each(['{not json', '[object Object]', JSON.stringify({ name: 'no id' })])(
  'a malformed user_data (%s) is cleared and means no user',
  (raw) => {
    const jar = memoryJar(true, { is_authenticated: 'true', access_token: 'a', user_data: raw });
    const state = createSessionStore({ jar, log: log() }).start();
    expect(state.user).toBeNull();
    expect(jar.values.has('user_data')).toBe(false);
    expect(jar.values.get('access_token')).toBe('a');
  },
);

test('setAuthData writes the five cookies with their attributes (Secure on an https site)', () => {
  const jar = memoryJar(true);
  const store = createSessionStore({ jar, log: log() });
  store.setAuthData(authData);
  expect(Object.fromEntries(jar.values)).toEqual({
    access_token: 'access.jwt.token',
    refresh_token: 'refresh-1',
    lms_token: 'lms-1',
    user_data: JSON.stringify(user),
    is_authenticated: 'true',
  });
  expect(jar.attributes.get('access_token')).toEqual({
    maxAge: 2_592_000,
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: true,
  });
  expect(jar.attributes.get('is_authenticated')).toMatchObject({ httpOnly: false, secure: true });
  expect(jar.attributes.get('user_data')?.httpOnly).toBe(false);
  expect(store.getState()).toMatchObject({ isAuthenticated: true, user, lms_token: 'lms-1' });
});

test('cookies of an http site are not Secure', () => {
  const jar = memoryJar(false);
  createSessionStore({ jar, log: log() }).setAuthData(authData);
  expect(jar.attributes.get('refresh_token')?.secure).toBe(false);
});

test('setAuthData with bad data logs out', () => {
  const jar = memoryJar(true, { is_authenticated: 'true', access_token: 'old' });
  const logger = log();
  const store = createSessionStore({ jar, log: logger });
  store.setAuthData({ ...authData, user: { id: 1 } } as unknown as AuthData);
  expect(logger.error).toHaveBeenCalled();
  expect(jar.values.size).toBe(0);
  expect(store.getState().isAuthenticated).toBe(false);
});

// The store checks what it writes by hand (it runs in the browser too, without zod): it must refuse what the contract's schema refuses.
test.each([
  ['the full sign-in', authData],
  [
    'a user from before roles',
    { ...authData, user: { id: 'u1', email: 'a@example.com', full_name: 'A', phone: null, country: 'PK' } },
  ],
  ['no lms token', { ...authData, lms_token: undefined }],
  ['a refresh token that is a number', { ...authData, refresh_token: 1 }],
  ['a user without an id', { ...authData, user: { ...user, id: undefined } }],
  ['a user with an unknown role', { ...authData, user: { ...user, role: 'owner' } }],
  ['no user', { ...authData, user: null }],
])('setAuthData signs in exactly when authDataSchema accepts the data: %s', (_label, data) => {
  const store = createSessionStore({ jar: memoryJar(true), log: log() });
  store.setAuthData(data as unknown as AuthData);
  expect(store.getState().isAuthenticated).toBe(authDataSchema.safeParse(data).success);
});

test('logout clears every auth cookie and field', () => {
  const jar = memoryJar(true);
  const store = createSessionStore({ jar, log: log() });
  store.setAuthData(authData);
  store.setOtpEmail('a@b.c');
  store.logout();
  expect(jar.values.size).toBe(0);
  expect(store.getState()).toEqual(initialSessionState);
});

test('refreshTokens replaces only the values given and keeps the rest', () => {
  const jar = memoryJar(true);
  const store = createSessionStore({ jar, log: log() });
  store.setAuthData(authData);
  store.refreshTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
  expect(jar.values.get('access_token')).toBe('access-2');
  expect(jar.values.get('refresh_token')).toBe('refresh-2');
  expect(jar.values.get('lms_token')).toBe('lms-1');
  expect(store.getState()).toMatchObject({
    access_token: 'access-2',
    refresh_token: 'refresh-2',
    lms_token: 'lms-1',
    user,
    isAuthenticated: true,
  });
});

test('the state holds what the cookies carry and the recovery address, nothing loaded per page', () => {
  const store = createSessionStore({ jar: memoryJar(), log: log() });
  store.setOtpEmail('keep@example.com');
  expect(Object.keys(store.getState()).sort()).toEqual([
    'access_token',
    'click_enroll_button',
    'has_submitted_kyc',
    'isAuthenticated',
    'lms_token',
    'otpEmail',
    'refresh_token',
    'user',
    'userProduct',
  ]);
  expect(store.getState().otpEmail).toBe('keep@example.com');
});

test('a failed cookie write is logged and the session carries on in memory', () => {
  const jar = memoryJar(true);
  jar.set = () => {
    throw new Error('blocked');
  };
  const logger = log();
  const store = createSessionStore({ jar, log: logger });
  store.refreshTokens({ access_token: 'a2' });
  expect(logger.error).toHaveBeenCalledWith('Failed to write cookie access_token', expect.any(Error));
  expect(store.getState().access_token).toBe('a2');
});

test('click_enroll_button: the enrol intent survives a signed-out start and is forgotten on request', () => {
  const jar = memoryJar(true, { enrol_intent: 'data-science-and-analytics' });
  const store = createSessionStore({ jar, log: log() });
  expect(store.start()).toMatchObject({
    isAuthenticated: false,
    click_enroll_button: true,
    userProduct: 'data-science-and-analytics',
  });
  store.setEnrolmentIntent(null);
  expect(store.getState().click_enroll_button).toBe(false);
  expect(jar.values.has('enrol_intent')).toBe(false);
  store.setEnrolmentIntent('web');
  expect(jar.values.get('enrol_intent')).toBe('web');
  expect(jar.attributes.get('enrol_intent')).toEqual({
    maxAge: 3600,
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: false,
  });
  expect(
    createSessionStore({ jar: memoryJar(true, { enrol_intent: '../x' }), log: log() }).start().click_enroll_button,
  ).toBe(false);
});
