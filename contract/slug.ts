// The slug rule in a module without zod: the browser's session store checks the enrolment-intent cookie with it,
// and zod (about 31 KB gzip) would otherwise come with it to /login, /register and /forgot-password.

/** URL-safe identifier used in public paths (`/{name}`, `/instructors/{slug}`): lowercase letters, digits, single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
