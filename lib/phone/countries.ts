// The country list of the phone field: every country libphonenumber-js knows, named from an English table
// (Intl.DisplayNames for any other locale).
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import { countryName } from './country-name';
import { COUNTRY_NAMES_EN } from './country-names';

export interface CountryOption {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  code: CountryCode;
  /** Calling code without the plus, e.g. "92". */
  dialCode: string;
  /** 0 for the main country of a shared dial code (US for +1), then 1, 2… */
  priority: number;
  /** Leading digits that tell countries sharing a dial code apart (+1 268 is Antigua). */
  areaCodes?: string[];
}

interface CountryListOptions {
  locale?: string;
  /** Shown first, in this order. */
  preferred?: readonly string[];
  /** When given, only these countries are offered. */
  only?: readonly string[];
  ignored?: readonly string[];
}

// Index 10 of a country's minified metadata (format version 4) holds its leading digits, when it has any.
const LEADING_DIGITS_INDEX = 10;

function areaCodesOf(code: CountryCode): string[] | undefined {
  const plan = (metadata.countries as Record<string, unknown[] | undefined>)[code];
  const leading = plan?.[LEADING_DIGITS_INDEX];
  return typeof leading === 'string' && /^\d+(\|\d+)*$/.test(leading) ? leading.split('|') : undefined;
}

function priorityOf(code: CountryCode, dialCode: string): number {
  const sharing = (metadata.country_calling_codes as Record<string, string[] | undefined>)[dialCode] ?? [];
  return Math.max(0, sharing.indexOf(code));
}

export { countryName } from './country-name';

function toCountryOption(code: CountryCode, locale = 'en'): CountryOption {
  const dialCode = getCountryCallingCode(code);
  const areaCodes = areaCodesOf(code);
  return {
    name: countryName(code, locale),
    code,
    dialCode,
    priority: priorityOf(code, dialCode),
    ...(areaCodes ? { areaCodes } : {}),
  };
}

// The English table is already in English alphabetical order: no Intl.Collator to load in the browser.
const ENGLISH_ORDER = new Map(Object.keys(COUNTRY_NAMES_EN).map((code, index) => [code, index]));
const byEnglishName = (a: CountryOption, b: CountryOption) =>
  (ENGLISH_ORDER.get(a.code) ?? ENGLISH_ORDER.size) - (ENGLISH_ORDER.get(b.code) ?? ENGLISH_ORDER.size) ||
  a.name.localeCompare(b.name, 'en');

const upper = (codes: readonly string[] | undefined) => new Set((codes ?? []).map((c) => c.toUpperCase()));

/** Preferred countries first (in the given order), then the rest by name in the locale's order. */
export function buildCountryList({
  locale = 'en',
  preferred,
  only,
  ignored,
}: CountryListOptions = {}): CountryOption[] {
  const onlySet = upper(only);
  const ignoredSet = upper(ignored);
  const allowed = getCountries().filter((c) => (onlySet.size === 0 || onlySet.has(c)) && !ignoredSet.has(c));
  const options = allowed.map((c) => toCountryOption(c, locale));
  if (locale === 'en') options.sort(byEnglishName);
  else {
    const collator = new Intl.Collator(locale);
    options.sort((a, b) => collator.compare(a.name, b.name));
  }
  const preferredCodes = (preferred ?? [])
    .map((c) => c.toUpperCase())
    .filter((c) => allowed.includes(c as CountryCode));
  const first = preferredCodes.flatMap((c) => options.filter((o) => o.code === c));
  return [...first, ...options.filter((o) => !preferredCodes.includes(o.code))];
}

/** The main country of a dial code, or one whose area code starts the national digits. */
export function countryForDialCode(
  dialCode: string,
  nationalDigits: string,
  current?: string,
): CountryCode | undefined {
  const sharing = (metadata.country_calling_codes as Record<string, CountryCode[] | undefined>)[dialCode];
  if (!sharing || sharing.length === 0) return undefined;
  const byArea = sharing.find((c) => areaCodesOf(c)?.some((area) => nationalDigits.startsWith(area)));
  if (byArea) return byArea;
  // While the digits cannot tell, keep the visitor's country when it shares the code (Canada for +1).
  if (current && sharing.includes(current as CountryCode)) return current as CountryCode;
  return sharing[0];
}

export const isCountryCode = (value: string): value is CountryCode => isSupportedCountry(value);
