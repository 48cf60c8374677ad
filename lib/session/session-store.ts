// The session store (its fields, start, setAuthData, logout, refreshTokens, setOtpEmail), framework-free so the server (server actions, with every cookie) and the
// browser (React context, readable cookies only) run the same operations. Only cookies carry it:
// nothing goes to localStorage or sessionStorage.
import type { AuthData, User } from '@/contract';
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE_NAMES,
  IS_AUTHENTICATED_COOKIE,
  LMS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  USER_DATA_COOKIE,
  authCookieOptions,
  type AuthCookieOptions,
} from './auth-cookies';
import { ENROLMENT_INTENT_COOKIE, enrolmentIntentCookieOptions, parseEnrolmentIntent } from './enrolment-intent-cookie';
import { parseUserDataCookie, serializeUserData, userFrom } from './user-data';

// What the session's cookies carry, and nothing the server loads per page: the learner's enrolments, the order
// in progress and the term calendar are read from the page's own data, so no copy of them can go stale here.
export interface SessionState {
  /** is_authenticated=true and an access token: the header's account menu, the proxy's routing. */
  isAuthenticated: boolean;
  /** The user's has_submitted_kyc, kept beside it as the specification names it. */
  has_submitted_kyc: boolean;
  user: User | null;
  /** The programme (slug) a visitor pressed "Enrol" for; read with click_enroll_button. */
  userProduct: string;
  access_token: string;
  refresh_token: string;
  lms_token: string;
  /** The address a recovery code was sent to: the recovery form's second step. */
  otpEmail: string;
  /** Whether userProduct is an intent to come back to (the enrol_intent cookie). */
  click_enroll_button: boolean;
}

export const initialSessionState: SessionState = Object.freeze({
  isAuthenticated: false,
  has_submitted_kyc: false,
  user: null,
  userProduct: '',
  access_token: '',
  refresh_token: '',
  lms_token: '',
  otpEmail: '',
  click_enroll_button: false,
});

export interface CookieJar {
  /** Cookies this jar writes are Secure: the site is served over https. */
  secure: boolean;
  get(name: string): string | undefined;
  /** Whether the cookie exists, even when this side cannot read it (HttpOnly in the browser). */
  has(name: string): boolean;
  set(name: string, value: string, options: AuthCookieOptions): void;
  delete(name: string, options: AuthCookieOptions): void;
}

export interface SessionLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export type TokenUpdate = Partial<Pick<SessionState, 'access_token' | 'refresh_token' | 'lms_token'>> & { user?: User };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  start(): SessionState;
  setAuthData(data: AuthData): void;
  logout(): void;
  refreshTokens(update: TokenUpdate): void;
  /** Remembers (a slug) or forgets (null) the programme a visitor pressed "Enrol" for: click_enroll_button and userProduct. */
  setEnrolmentIntent(programme: string | null): void;
  /** The address a recovery code went to, for the form's next step. */
  setOtpEmail(email: string): void;
}

export const TOKENS_INVALID_MESSAGE = 'Tokens expired or invalid, logging out';

type SessionTokens = Pick<SessionState, 'access_token' | 'refresh_token' | 'lms_token'>;

/** The tokens of a signed-in jar (is_authenticated=true and an access token), else null: all the server needs to ask the platform. */
export function signedInTokens(jar: Pick<CookieJar, 'get' | 'has'>): SessionTokens | null {
  if (jar.get(IS_AUTHENTICATED_COOKIE) !== 'true' || !jar.has(ACCESS_TOKEN_COOKIE)) return null;
  return {
    access_token: jar.get(ACCESS_TOKEN_COOKIE) ?? '',
    refresh_token: jar.get(REFRESH_TOKEN_COOKIE) ?? '',
    lms_token: jar.get(LMS_TOKEN_COOKIE) ?? '',
  };
}

// What setAuthData writes, checked by hand rather than with the contract's authDataSchema: this store runs in the
// browser too, which should not load zod for it (the platform's answer was already parsed in lib/auth/auth-api.ts).
function checkedAuthData(data: AuthData): AuthData {
  const user = userFrom(data.user);
  const tokens = [data.access_token, data.refresh_token, data.lms_token];
  if (!user || !tokens.every((token) => typeof token === 'string'))
    throw new TypeError('sign-in data without its tokens or learner');
  return { ...data, user };
}

export function createSessionStore(options: {
  jar: CookieJar;
  log: SessionLog;
  initial?: Partial<SessionState>;
}): SessionStore {
  const { jar, log } = options;
  let state: SessionState = { ...initialSessionState, ...options.initial };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  // A failed write is logged and the session carries on in memory: in the browser the jar already is document.cookie
  // (the one place a retry could go), so a second try would only fail again.
  const write = (
    name: string,
    value: string | null,
    attributes: AuthCookieOptions = authCookieOptions(name, jar.secure),
  ) => {
    try {
      if (value === null) jar.delete(name, attributes);
      else jar.set(name, value, attributes);
    } catch (error) {
      log.error(`Failed to write cookie ${name}`, error);
    }
  };

  const logout = () => {
    for (const name of AUTH_COOKIE_NAMES) if (jar.has(name)) write(name, null);
    state = { ...initialSessionState };
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const { user, malformed } = parseUserDataCookie(jar.get(USER_DATA_COOKIE));
      if (malformed) write(USER_DATA_COOKIE, null);
      const tokens = signedInTokens(jar);
      if (tokens) {
        setState({ isAuthenticated: true, user, has_submitted_kyc: user?.has_submitted_kyc ?? false, ...tokens });
      } else {
        // A visitor who never signed in has nothing to log out; only a broken session is worth a log line. Nor is there
        // a state to reset (the server saw no session either), so listeners hear nothing: a logout here re-rendered
        // every form reading the session right after hydration.
        const broken = AUTH_COOKIE_NAMES.some((name) => jar.has(name));
        if (broken) log.info(TOKENS_INVALID_MESSAGE);
        if (broken || state.isAuthenticated) logout();
      }
      // Read after a possible logout: the intent belongs to the visitor, signed in or not.
      const intent = parseEnrolmentIntent(jar.get(ENROLMENT_INTENT_COOKIE));
      if (intent) setState({ click_enroll_button: true, userProduct: intent });
      return state;
    },
    setAuthData(data) {
      try {
        const auth = checkedAuthData(data);
        write(ACCESS_TOKEN_COOKIE, auth.access_token);
        write(REFRESH_TOKEN_COOKIE, auth.refresh_token);
        write(LMS_TOKEN_COOKIE, auth.lms_token);
        write(USER_DATA_COOKIE, serializeUserData(auth.user));
        write(IS_AUTHENTICATED_COOKIE, 'true');
        setState({
          isAuthenticated: true,
          user: auth.user,
          has_submitted_kyc: auth.user.has_submitted_kyc,
          access_token: auth.access_token,
          refresh_token: auth.refresh_token,
          lms_token: auth.lms_token,
        });
      } catch (error) {
        log.error('Could not save the sign-in, logging out', error);
        logout();
      }
    },
    logout,
    refreshTokens(update) {
      const patch: Partial<SessionState> = {};
      for (const [key, name] of [
        ['access_token', ACCESS_TOKEN_COOKIE],
        ['refresh_token', REFRESH_TOKEN_COOKIE],
        ['lms_token', LMS_TOKEN_COOKIE],
      ] as const) {
        const value = update[key];
        if (value === undefined) continue;
        write(name, value);
        patch[key] = value;
      }
      if (update.user) {
        write(USER_DATA_COOKIE, serializeUserData(update.user));
        patch.user = update.user;
        patch.has_submitted_kyc = update.user.has_submitted_kyc;
      }
      setState(patch);
    },
    setEnrolmentIntent(programme) {
      write(ENROLMENT_INTENT_COOKIE, programme, enrolmentIntentCookieOptions(jar.secure));
      setState(programme ? { click_enroll_button: true, userProduct: programme } : { click_enroll_button: false });
    },
    setOtpEmail: (otpEmail) => setState({ otpEmail }),
  };
}
