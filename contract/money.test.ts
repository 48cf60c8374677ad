import { formatRupees } from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');
const rupees = (amountPaisa: number) => ({ amountPaisa, currency: 'PKR' as const });

test('English keeps "Rs 85,000", and paisa only when there are some', () => {
  expect(plain(formatRupees(rupees(8_500_000)))).toBe('Rs 85,000');
  expect(plain(formatRupees(rupees(8_500_000), 'en'))).toBe('Rs 85,000');
  expect(plain(formatRupees(rupees(150), 'en'))).toBe('Rs 1.50');
});

test('Urdu reads "85,000 روپے": Latin digits, the amount isolated left to right, the word after it', () => {
  expect(formatRupees(rupees(8_500_000), 'ur')).toBe('\u206685,000\u2069 روپے');
  expect(formatRupees(rupees(1_250_000_000), 'ur')).toBe('\u206612,500,000\u2069 روپے');
  expect(formatRupees(rupees(150), 'ur')).toBe('\u20661.50\u2069 روپے');
  expect(formatRupees(rupees(0), 'ur')).toBe('\u20660\u2069 روپے');
});
