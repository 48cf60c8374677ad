import { getCountries } from 'libphonenumber-js/max';
import { getCountries as getBrowserCountries } from 'libphonenumber-js/min';
import { buildCountryList, countryName } from './countries';
import { COUNTRY_NAMES_EN } from './country-names';

test('the English table names every country libphonenumber-js knows, on the server and in the browser, and no other', () => {
  const named = Object.keys(COUNTRY_NAMES_EN).sort();
  expect(named).toEqual([...getCountries()].sort());
  expect(named).toEqual([...getBrowserCountries()].sort());
});

test('the English table is in English alphabetical order, so the list needs no sorting in the browser', () => {
  const names = Object.values(COUNTRY_NAMES_EN);
  expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
});

test('the English list: preferred countries first, then the rest by name', () => {
  const list = buildCountryList({ preferred: ['PK'] });
  expect(list[0]).toMatchObject({ code: 'PK', name: 'Pakistan', dialCode: '92' });
  expect(list.slice(1, 4).map((c) => c.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
  expect(list.find((c) => c.code === 'CI')?.name).toBe('Côte d’Ivoire');
  expect(list).toHaveLength(getCountries().length);
});

test('other locales are still named and ordered by Intl', () => {
  expect(countryName('DE', 'fr')).toBe('Allemagne');
  const french = buildCountryList({ locale: 'fr', only: ['DE', 'AT', 'EG'] });
  expect(french.map((c) => c.name)).toEqual(['Allemagne', 'Autriche', 'Égypte']);
});
