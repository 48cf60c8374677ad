// The phone limits (national number 2 to 17 digits, extension up to 20, input up to 25 characters) and the human messages for each error kind.
export const PHONE_MAX_LENGTH = 25;
export const PHONE_PLACEHOLDER = 'Enter a phone number';
export const NATIONAL_DIGITS_MIN = 2;
export const NATIONAL_DIGITS_MAX = 17;
export const EXTENSION_DIGITS_MAX = 20;
export const DEFAULT_COUNTRY = 'PK';
export const TYPE_TO_FIND_TIMEOUT_MS = 700;
export const DROPDOWN_ROOM_BELOW_PX = 200;

export type PhoneMode = 'auto' | 'national' | 'international';

/** The four error kinds (not a number, too short, too long, invalid country), plus "invalid-number" for a number of a possible length that no operator uses. */
export type PhoneErrorKind = 'not-a-number' | 'too-short' | 'too-long' | 'invalid-country' | 'invalid-number';

/** The messages of each error kind, in one language: "invalid-number-in" carries {country}. */
export type PhoneMessages = Record<PhoneErrorKind | 'invalid-number-in', string>;

export const ENGLISH_PHONE_MESSAGES: PhoneMessages = {
  'not-a-number': 'Enter a phone number using digits, for example 0300 1234567.',
  'too-short': 'This phone number is too short: check that no digits are missing.',
  'too-long': 'This phone number is too long: check for extra digits.',
  'invalid-country': 'Choose a country, or start the number with + and its country code.',
  'invalid-number': 'This is not a valid phone number.',
  'invalid-number-in': 'This is not a valid phone number in {country}.',
};

export function phoneErrorMessage(
  kind: PhoneErrorKind,
  countryName?: string,
  messages: PhoneMessages = ENGLISH_PHONE_MESSAGES,
): string {
  if (kind === 'invalid-number' && countryName) return messages['invalid-number-in'].replace('{country}', countryName);
  return messages[kind];
}

/** The restricted character set of the "valid characters only" option: digits, spaces, parentheses, plus and minus. */
export const VALID_PHONE_CHARACTERS = /[^0-9\s()+-]/g;
