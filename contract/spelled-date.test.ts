import { dayOfSpelledDate, spelledDate } from './spelled-date';

test('a day spelled as the contract writes it reads back as the same day', () => {
  for (const isoDate of ['2027-01-11', '2026-12-01', '2028-02-29', '2027-09-30']) {
    expect(dayOfSpelledDate(spelledDate(isoDate))).toBe(isoDate);
  }
  expect(spelledDate('2027-01-11')).toBe('11 January 2027');
});

test('anything that is not such a day reads as none', () => {
  for (const text of ['31 February 2027', '11 Janvier 2027', '2027-01-11', '11 january 2027', ' 11 January 2027', ''])
    expect(dayOfSpelledDate(text)).toBeNull();
});
