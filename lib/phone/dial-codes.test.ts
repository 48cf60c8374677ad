import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.min.json';
import { CALLING_CODES, callingCodeOf } from './dial-codes';

test('the table is the metadata browsers get (and the server: min and max list the same codes), in its order', () => {
  const table = Object.fromEntries(
    Object.entries(CALLING_CODES).map(([code, countries]) => [code, countries.split(' ')]),
  );
  expect(table).toEqual(metadata.country_calling_codes);
  expect(Object.keys(table)).toEqual(Object.keys(metadata.country_calling_codes));
});

test('every country libphonenumber-js knows has its calling code, and nothing else has one', () => {
  for (const country of getCountries())
    expect([country, callingCodeOf(country)]).toEqual([country, getCountryCallingCode(country)]);
  expect(callingCodeOf('ZZ')).toBeUndefined();
  expect(callingCodeOf('pk')).toBeUndefined();
});
