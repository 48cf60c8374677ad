import {
  formatDate,
  formatDateIn,
  formatDateRange,
  formatDateRangeIn,
  formatMoment,
  formatMomentDate,
  formatMomentIn,
  formatPrice,
} from './format';

// Intl separates the symbol with a no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

test('prices are rupees from integer paisa, in PKR', () => {
  expect(plain(formatPrice({ amountPaisa: 8_500_000, currency: 'PKR' }))).toBe('Rs 85,000');
  expect(plain(formatPrice({ amountPaisa: 150, currency: 'PKR' }))).toBe('Rs 1.50');
  expect(plain(formatPrice({ amountPaisa: 0, currency: 'PKR' }))).toBe('Rs 0');
});

test('a date range names both ends and ignores the server time zone', () => {
  expect(plain(formatDateRange('2026-02-02', '2026-06-30'))).toBe('2 February – 30 June 2026');
  expect(plain(formatDateRange('2026-09-14', '2027-01-03'))).toBe('14 September 2026 – 3 January 2027');
});

test('one date format: day, month in full, year', () => {
  expect(formatDate('2027-01-11')).toBe('11 January 2027');
});

test('moments use the same day format, in Pakistan time, with the time after it', () => {
  expect(plain(formatMoment('2026-11-22T13:05:00Z'))).toBe('22 November 2026 at 6:05 pm');
  // 20:30 UTC is already the next day in Karachi.
  expect(formatMomentDate('2026-11-22T20:30:00Z')).toBe('23 November 2026');
});

test('Urdu dates have Urdu month names and Latin digits; English ones are unchanged', () => {
  expect(formatDateIn('ur', '2027-01-11')).toBe('11 جنوری، 2027');
  expect(plain(formatDateRangeIn('ur', '2026-02-02', '2026-06-30'))).toBe('2 فروری – 30 جون، 2026');
  expect(formatDateIn('en', '2027-01-11')).toBe('11 January 2027');
  expect(plain(formatDateRangeIn('en', '2026-02-02', '2026-06-30'))).toBe('2 February – 30 June 2026');
});

test('an Urdu moment says the time of day in Urdu, not a Latin AM or PM', () => {
  // 2026-11-22 in Karachi (UTC+5): 04:08, 13:05, 18:05 and 22:30.
  expect(
    ['2026-11-21T23:08:00Z', '2026-11-22T08:05:00Z', '2026-11-22T13:05:00Z', '2026-11-22T17:30:00Z'].map((at) =>
      formatMomentIn('ur', at),
    ),
  ).toEqual([
    '22 نومبر، 2026 کو 4:08 صبح',
    '22 نومبر، 2026 کو 1:05 دوپہر',
    '22 نومبر، 2026 کو 6:05 شام',
    '22 نومبر، 2026 کو 10:30 رات',
  ]);
  expect(formatMomentIn('en', '2026-11-22T13:05:00Z')).toMatch(/^22 November 2026 at 6:05\spm$/i);
});
