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

export function phoneErrorMessage(kind: PhoneErrorKind, countryName?: string): string {
  switch (kind) {
    case 'not-a-number':
      return 'Enter a phone number using digits, for example 0300 1234567.';
    case 'too-short':
      return 'This phone number is too short: check that no digits are missing.';
    case 'too-long':
      return 'This phone number is too long: check for extra digits.';
    case 'invalid-country':
      return 'Choose a country, or start the number with + and its country code.';
    case 'invalid-number':
      return countryName ? `This is not a valid phone number in ${countryName}.` : 'This is not a valid phone number.';
  }
}

/** The restricted character set of the "valid characters only" option: digits, spaces, parentheses, plus and minus. */
export const VALID_PHONE_CHARACTERS = /[^0-9\s()+-]/g;
