// One phone check for the browser and the server: parse with libphonenumber-js (on the server full "max"
// metadata, so validity means a real numbering range; in the browser "min", lengths only: next.config.ts) and report the verdict: valid, or not a number, too short, too long, invalid country.
import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import {
  EXTENSION_DIGITS_MAX,
  NATIONAL_DIGITS_MAX,
  NATIONAL_DIGITS_MIN,
  type PhoneErrorKind,
  type PhoneMode,
} from './constants';
import { toAsciiDigits } from './ascii-digits';
import { countryForDialCode, isCountryCode } from './countries';

/** What the field reports to its form. */
export interface PhoneValidity {
  /** The country the number belongs to (or the selected one while it cannot tell). */
  country: CountryCode | undefined;
  /** Calling code without the plus, e.g. "92". */
  dialCode: string | undefined;
  /** +923001234567, or '' while nothing parses. */
  e164: string;
  /** The number as libphonenumber-js formats it for the mode ('' while nothing parses). */
  formatted: string;
  /** National significant number, e.g. 3001234567. */
  national: string;
  valid: boolean;
  possible: boolean;
  /** Why it is not valid; undefined for an empty or valid value. */
  error?: PhoneErrorKind;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
const EXTENSION = /(?:ext\.?|extension|x|#|;ext=)\s*(\d+)\s*$/i;

/** Whether the number is valid in this country too (Åland shares Finland's ranges, Jersey the UK's code). */
function validIn(e164: string, country: CountryCode): boolean {
  const copy = parsePhoneNumberFromString(e164);
  if (!copy) return false;
  copy.country = country;
  return copy.isValid();
}

/** Whether a value is written in international form for this mode. */
function isInternationalInput(value: string, mode: PhoneMode): boolean {
  return mode === 'international' || value.trim().startsWith('+');
}

/** The country an international value points to while it is still being typed. */
export function detectCountry(typed: string, current?: CountryCode): CountryCode | undefined {
  const value = toAsciiDigits(typed);
  if (!value.trim().startsWith('+')) return current;
  const typing = new AsYouType();
  typing.input(value);
  const callingCode = typing.getCallingCode();
  if (!callingCode) return current;
  const exact = typing.getCountry();
  if (exact) return exact;
  const nationalDigits = digitsOf(value).slice(callingCode.length).replace(/^0/, '');
  return countryForDialCode(callingCode, nationalDigits, current);
}

function lengthError(value: string, country: CountryCode | undefined): PhoneErrorKind | undefined {
  const verdict = validatePhoneNumberLength(value, country ? { defaultCountry: country } : undefined);
  switch (verdict) {
    case 'NOT_A_NUMBER':
      return 'not-a-number';
    case 'INVALID_COUNTRY':
      return 'invalid-country';
    case 'TOO_SHORT':
      return 'too-short';
    case 'TOO_LONG':
      return 'too-long';
    case 'INVALID_LENGTH':
      return 'invalid-number';
    default:
      return undefined;
  }
}

/** Checks a typed value against the selected country and the field's mode. */
export function checkPhone(value: string, options: { country?: string; mode?: PhoneMode } = {}): PhoneValidity {
  const mode = options.mode ?? 'auto';
  const selected =
    options.country && isCountryCode(options.country.toUpperCase())
      ? (options.country.toUpperCase() as CountryCode)
      : undefined;
  const trimmed = toAsciiDigits(value).trim();
  const empty: PhoneValidity = {
    country: selected,
    dialCode: selected ? getCountryCallingCode(selected) : undefined,
    e164: '',
    formatted: '',
    national: '',
    valid: false,
    possible: false,
  };
  if (trimmed === '') return empty;
  if (!/\d/.test(trimmed)) return { ...empty, error: 'not-a-number' };
  if ((EXTENSION.exec(trimmed)?.[1]?.length ?? 0) > EXTENSION_DIGITS_MAX) return { ...empty, error: 'too-long' };
  // In international mode digits without a plus are the selected country's national number.
  const international = trimmed.startsWith('+');
  const text = !international && mode === 'international' && !selected ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(text, selected ? { defaultCountry: selected } : undefined);
  if (!parsed) return { ...empty, error: lengthError(text, selected) ?? 'not-a-number' };

  // The visitor's chosen country wins when the number is valid there too; otherwise libphonenumber-js decides.
  // An unfinished number never moves the visitor off a chosen country that shares its dial code.
  const sameCode = selected !== undefined && getCountryCallingCode(selected) === parsed.countryCallingCode;
  const keepSelected = sameCode && (!parsed.isValid() || validIn(parsed.number, selected));
  const country = keepSelected
    ? selected
    : (parsed.country ?? countryForDialCode(parsed.countryCallingCode, parsed.nationalNumber, selected));
  const national = parsed.nationalNumber;
  const asInternational = isInternationalInput(text, mode) && mode !== 'national';
  const base: PhoneValidity = {
    country,
    dialCode: parsed.countryCallingCode,
    e164: parsed.number,
    formatted: asInternational ? parsed.formatInternational() : parsed.formatNational(),
    national,
    valid: false,
    possible: parsed.isPossible(),
  };
  if (national.length < NATIONAL_DIGITS_MIN) return { ...base, possible: false, error: 'too-short' };
  if (national.length > NATIONAL_DIGITS_MAX || (parsed.ext?.length ?? 0) > EXTENSION_DIGITS_MAX) {
    return { ...base, possible: false, error: 'too-long' };
  }
  if (parsed.isValid()) return { ...base, valid: true };
  return { ...base, error: lengthError(text, selected) ?? 'invalid-number' };
}
