import examples from 'libphonenumber-js/examples.mobile.json';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { isValidPhoneNumber as isValidWithMinMetadata } from 'libphonenumber-js/min';
import { checkPhone } from './validate';
import { presentPhone } from './present';
import { phoneErrorMessage } from './constants';

const countries = Object.keys(examples) as CountryCode[];

test('libphonenumber-js has example mobile numbers for over 200 countries', () => {
  expect(countries.length).toBeGreaterThan(200);
});

describe.each(countries)('the example mobile number of %s', (country) => {
  const example = getExampleNumber(country, examples);
  if (!example) throw new Error(`no example for ${country}`);

  test('typed in national form with the country selected: valid, formatted as libphonenumber-js does', () => {
    const typed = example.formatNational();
    const shown = presentPhone(typed, { country, mode: 'auto' });
    expect(shown.validity).toMatchObject({
      valid: true,
      possible: true,
      e164: example.number,
      country,
      national: example.nationalNumber,
    });
    expect(shown.display).toBe(example.formatNational());
    // Digits alone (as a person might type them) land on the same number.
    expect(checkPhone(typed.replace(/\D/g, ''), { country }).e164).toBe(example.number);
  });

  test('typed in international form with no country: valid, formatted internationally, country found', () => {
    const typed = `+${example.countryCallingCode}${example.nationalNumber}`;
    const shown = presentPhone(typed, { mode: 'auto' });
    expect(shown.validity).toMatchObject({ valid: true, e164: example.number, dialCode: example.countryCallingCode });
    expect(shown.display).toBe(example.formatInternational());
    // With no country chosen, shared dial codes (+1, +44, +358…) resolve as libphonenumber-js resolves them.
    expect(shown.country).toBe(parsePhoneNumberFromString(typed)?.country ?? country);
  });
});

describe('error kinds', () => {
  test.each([
    ['abc', 'PK', 'not-a-number'],
    ['---', 'PK', 'not-a-number'],
    ['0300 12', 'PK', 'too-short'],
    ['3', 'PK', 'too-short'],
    ['0300 1234567890123', 'PK', 'too-long'],
    ['+92 300 1234567 ext. 123456789012345678901', 'PK', 'too-long'],
    ['300 1234567', undefined, 'invalid-country'],
    ['+999 1234567', undefined, 'invalid-country'],
    ['+92 399 9999999', undefined, 'invalid-number'],
  ])('%s (country %s) is %s', (typed, country, kind) => {
    const validity = checkPhone(typed, { country });
    expect(validity.valid).toBe(false);
    expect(validity.error).toBe(kind);
  });

  test('each kind has a human message', () => {
    expect(phoneErrorMessage('too-short')).toMatch(/too short/);
    expect(phoneErrorMessage('too-long')).toMatch(/too long/);
    expect(phoneErrorMessage('not-a-number')).toMatch(/digits/);
    expect(phoneErrorMessage('invalid-country')).toMatch(/country/);
    expect(phoneErrorMessage('invalid-number', 'Pakistan')).toBe('This is not a valid phone number in Pakistan.');
  });

  test('an empty value has no error (required-ness is the form’s business)', () => {
    const validity = checkPhone('  ', { country: 'PK' });
    expect(validity).toMatchObject({ valid: false, country: 'PK', dialCode: '92' });
    expect(validity.error).toBeUndefined();
  });

  test('an extension of up to 20 digits is kept', () => {
    const validity = checkPhone('0300 1234567 ext. 12345678901234567890', { country: 'PK' });
    expect(validity.valid).toBe(true);
    expect(validity.formatted).toBe('0300 1234567 ext. 12345678901234567890');
  });
});

describe('modes', () => {
  test('international mode shows a nationally typed number internationally', () => {
    expect(checkPhone('03001234567', { country: 'PK', mode: 'international' }).formatted).toBe('+92 300 1234567');
  });
  test('national mode shows an international number nationally', () => {
    expect(checkPhone('+923001234567', { country: 'PK', mode: 'national' }).formatted).toBe('0300 1234567');
  });
  test('auto mode follows the plus', () => {
    expect(checkPhone('+923001234567', { country: 'PK' }).formatted).toBe('+92 300 1234567');
    expect(checkPhone('03001234567', { country: 'PK' }).formatted).toBe('0300 1234567');
  });
});

describe('country detection', () => {
  test('pasting +44 (0)1632 960 001 lands on the United Kingdom', () => {
    expect(presentPhone('+44 (0)1632 960 001', { country: 'PK' }).country).toBe('GB');
  });
  test('area codes tell +1 countries apart while typing', () => {
    expect(presentPhone('+1 268', { country: 'PK' }).country).toBe('AG');
    expect(presentPhone('+1 242 35', { country: 'PK' }).country).toBe('BS');
  });
  test('an undecided +1 keeps a selected +1 country (Canada stays Canada)', () => {
    expect(presentPhone('+1 2', { country: 'CA' }).country).toBe('CA');
    expect(presentPhone('+1 2', { country: 'PK' }).country).toBe('US');
  });
  test('an autofilled Canadian number selects Canada', () => {
    expect(presentPhone('+1 416 555 0199', { country: 'PK' }).country).toBe('CA');
  });
});

test('why "max" metadata: "min" only checks lengths and accepts numbers no operator uses', () => {
  // Pakistan has no 0399 mobile range and no 029 area, yet both have the length of a real number.
  for (const unassigned of ['+92 399 9999999', '+92 29 12345678']) {
    expect(isValidWithMinMetadata(unassigned)).toBe(true);
    expect(checkPhone(unassigned)).toMatchObject({ valid: false, error: 'invalid-number' });
  }
});

test('the server reads Urdu digits and an extension as the browser does', () => {
  expect(checkPhone('۰۳۰۰ ۱۲۳۴۵۶۷', { country: 'PK' })).toMatchObject({ valid: true, e164: '+923001234567' });
  expect(checkPhone('0300 1234567 ext. 123', { country: 'PK' })).toMatchObject({ valid: true, e164: '+923001234567' });
});
