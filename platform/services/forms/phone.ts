// The platform checks phone numbers itself (full metadata): a well-formed E.164 string is not enough.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export function isRealPhoneNumber(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.isValid() ?? false;
}
