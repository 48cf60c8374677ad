// The one way money is written, on every screen and in every e-mail. English: "Rs 85,000" (whole rupees), "Rs 1.50"
// (with paisa). Urdu: "85,000 روپے" — Latin digits with the same grouping (what Pakistani banks, fee slips and price
// tags print), the amount isolated left to right (U+2066…U+2069) so the bidi algorithm never splits or reorders it
// inside a right-to-left sentence, then the word. Fixed locale, so the server's HTML, the browser's and the
// platform's mail agree.
import type { Money } from './catalogue';

export type MoneyLocale = 'en' | 'ur';

const rupees = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 2 });
const amount = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const amountWithPaisa = new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** "Rs 85,000" (or "85,000 روپے" in Urdu) from integer paisa: whole rupees unless there are paisa ("Rs 1.50"). */
export function formatRupees(money: Money, locale: MoneyLocale = 'en'): string {
  const whole = money.amountPaisa % 100 === 0;
  const value = money.amountPaisa / 100;
  if (locale === 'en') return (whole ? rupees : withPaisa).format(value);
  const digits = (whole ? amount : amountWithPaisa).format(value);
  return `${LEFT_TO_RIGHT_ISOLATE}${digits}${POP_DIRECTIONAL_ISOLATE} روپے`;
}
