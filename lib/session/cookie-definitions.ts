// Every cookie the portal sets, defined once: its name, what it is for, how long it lives, its path and whether
// scripts can read it. The code that sets each cookie takes its name and lifetime from here, and the privacy
// policy lists them from here, so the policy cannot name fewer cookies than the site sets.
interface CookieDefinition {
  name: string;
  /** What it is for, as the privacy policy says it. */
  purpose: string;
  maxAgeSeconds: number;
  path: string;
  httpOnly: boolean;
}

const DAY = 86_400;

export const COOKIES = {
  accessToken: {
    name: 'access_token',
    purpose: 'Proves you are signed in: a short-lived token, renewed while you use the site.',
    maxAgeSeconds: 30 * DAY,
    path: '/',
    httpOnly: true,
  },
  refreshToken: {
    name: 'refresh_token',
    purpose: 'Renews the sign-in token so you stay signed in; replaced each time it is used.',
    maxAgeSeconds: 30 * DAY,
    path: '/',
    httpOnly: true,
  },
  lmsToken: {
    name: 'lms_token',
    purpose: 'Opens your courses in the learning system when you go to them.',
    maxAgeSeconds: 30 * DAY,
    path: '/',
    httpOnly: true,
  },
  isAuthenticated: {
    name: 'is_authenticated',
    purpose: 'Tells the pages you are signed in, so they show your account menu.',
    maxAgeSeconds: 30 * DAY,
    path: '/',
    httpOnly: false,
  },
  userData: {
    name: 'user_data',
    purpose: 'Your name and e-mail address, shown in the site’s header.',
    maxAgeSeconds: 30 * DAY,
    path: '/',
    httpOnly: false,
  },
  enrolmentIntent: {
    name: 'enrol_intent',
    purpose: 'The programme you pressed “Enrol” on, so you return to its checkout after signing in or registering.',
    maxAgeSeconds: 3600,
    path: '/',
    httpOnly: false,
  },
  recoveredEmail: {
    name: 'recovered_email',
    purpose: 'After a password reset, the e-mail address the sign-in form is filled in with.',
    maxAgeSeconds: 600,
    path: '/login',
    httpOnly: true,
  },
  kycFormState: {
    name: 'kyc_form_state',
    purpose:
      'Without JavaScript, what you typed in the identity verification form and its messages, brought back to the form.',
    maxAgeSeconds: 600,
    path: '/kyc',
    httpOnly: true,
  },
  transferFormState: {
    name: 'transfer_form_state',
    purpose: 'What you typed in the bank transfer form and its messages, brought back to the form when it needs a fix.',
    maxAgeSeconds: 600,
    path: '/checkout',
    httpOnly: true,
  },
} as const satisfies Record<string, CookieDefinition>;

export const COOKIE_DEFINITIONS: readonly CookieDefinition[] = Object.values(COOKIES);
