import { formatDateRange, formatPrice } from './format';

// Intl separates the symbol with a no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

test('prices are rupees from integer paisa, in PKR', () => {
  expect(plain(formatPrice({ amountPaisa: 8_500_000, currency: 'PKR' }))).toBe('Rs 85,000');
  expect(plain(formatPrice({ amountPaisa: 150, currency: 'PKR' }))).toBe('Rs 1.50');
  expect(plain(formatPrice({ amountPaisa: 0, currency: 'PKR' }))).toBe('Rs 0');
});

test('a date range names both ends and ignores the server time zone', () => {
  const text = plain(formatDateRange('2026-02-02', '2026-06-30'));
  expect(text).toMatch(/^2 Feb.*30 Jun 2026$/);
});
