import { localePath, splitLocale } from './locale-path';

test('English keeps every address as it was; Urdu puts /ur in front', () => {
  expect(localePath('en', '/')).toBe('/');
  expect(localePath('en', '/about-us')).toBe('/about-us');
  expect(localePath('ur', '/')).toBe('/ur');
  expect(localePath('ur', '/about-us')).toBe('/ur/about-us');
  expect(localePath('ur', '/#programmes')).toBe('/ur#programmes');
});

test('an address splits into its language and the English path, whichever form it comes in', () => {
  expect(splitLocale('/ur/about-us')).toEqual({ locale: 'ur', path: '/about-us' });
  expect(splitLocale('/ur')).toEqual({ locale: 'ur', path: '/' });
  expect(splitLocale('/en/about-us')).toEqual({ locale: 'en', path: '/about-us' });
  expect(splitLocale('/about-us')).toEqual({ locale: 'en', path: '/about-us' });
  expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  expect(splitLocale('/urdu-poetry')).toEqual({ locale: 'en', path: '/urdu-poetry' });
});
