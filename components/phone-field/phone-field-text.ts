// The phone field's own words: English here, another language's from the page (lib/forms/phone-field-text.ts), as
// strings. A module of its own, without libphonenumber-js or the messages, so the server-drawn field names them before
// the field's code loads and English pages carry no more than they did.
import type { PhoneFieldText } from '@/lib/forms/phone-field-text';

export const ENGLISH_PHONE_TEXT: PhoneFieldText = {
  countryCodeFor: 'Country code for {label}',
  noCountry: 'No country',
};
