// What the field shows after each edit: the typed text, reformatted once the number is valid,
// and the country the text points to (a pasted or autofilled +44 number switches to GB). Urdu and Arabic-Indic
// digits are shown as 0–9.
import type { CountryCode } from 'libphonenumber-js/max';
import type { PhoneMode } from './constants';
import { toAsciiDigits } from './ascii-digits';
import { checkPhone, detectCountry, type PhoneValidity } from './validate';

interface PhonePresentation {
  display: string;
  country: CountryCode | undefined;
  validity: PhoneValidity;
}

export function presentPhone(
  input: string,
  options: { country?: CountryCode; mode?: PhoneMode; autoFormat?: boolean },
): PhonePresentation {
  const typed = toAsciiDigits(input);
  const mode = options.mode ?? 'auto';
  const country = detectCountry(typed, options.country);
  const validity = checkPhone(typed, { country, mode });
  // Not while the text ends in a separator or letter: that is an extension being typed ("0300 1234567 ext. 1"), and
  // the formatted number (without it) would swallow each of its characters.
  const extending = /[^\d]$/.test(typed);
  const display = validity.valid && (options.autoFormat ?? true) && !extending ? validity.formatted : typed;
  return { display, country: validity.country ?? country, validity };
}

/** The text to show after another country is chosen: an international prefix follows the new dial code. */
export function switchCountryPrefix(
  typed: string,
  fromDialCode: string | undefined,
  toDialCode: string,
  mode: PhoneMode,
): string {
  const trimmed = typed.trim();
  if (!trimmed.startsWith('+')) return mode === 'international' && trimmed === '' ? `+${toDialCode} ` : typed;
  if (fromDialCode && trimmed.replace(/[^\d+]/g, '').startsWith(`+${fromDialCode}`)) {
    let seen = 0;
    let cut = 1;
    // Cut after the old dial code's digits, wherever separators fall.
    while (cut < trimmed.length && seen < fromDialCode.length) {
      if (/\d/.test(trimmed.charAt(cut))) seen += 1;
      cut += 1;
    }
    return `+${toDialCode}${trimmed.slice(cut)}`;
  }
  return `+${toDialCode} `;
}
