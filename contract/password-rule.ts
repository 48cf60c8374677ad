// The password rule as learners read it, in a module without zod so the browser's password field can show it
// without loading zod (about 31 KB gzip).

/** The password rule, stated to learners wherever they choose one. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
/** Length here; the strength half (zxcvbn score 3 of 4) lives in contract/password-strength.ts. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`;
