// The record-refund form's amount: typed in rupees the way staff write them, kept as integer paisa (never a float).
import { rupeesTypedSchema } from './staff-money';

test.each([
  ['85000', 8_500_000],
  ['85,000', 8_500_000],
  ['Rs 1,500.50', 150_050],
  ['rs. 1.5', 150],
  ['PKR 10', 1000],
  ['0.01', 1],
])('%s is %i paisa', (typed, paisa) => {
  expect(rupeesTypedSchema.parse(typed)).toBe(paisa);
});

test.each([
  ['', 'Enter the amount sent back, in rupees.'],
  ['abc', 'Enter the amount in rupees, such as 85000 or 1500.50.'],
  ['-5', 'Enter the amount in rupees, such as 85000 or 1500.50.'],
  ['1.234', 'Enter the amount in rupees, such as 85000 or 1500.50.'],
  ['0', 'Enter an amount above zero.'],
])('%j is refused: %s', (typed, message) => {
  const parsed = rupeesTypedSchema.safeParse(typed);
  expect(parsed.error?.issues[0]?.message).toBe(message);
});
