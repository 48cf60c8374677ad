// The one way money is written, on every screen and in every e-mail: "Rs 85,000" (whole rupees), "Rs 1.50" (with
// paisa). Fixed locale, so the server's HTML, the browser's and the platform's mail agree.
import type { Money } from './catalogue';

const rupees = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 2 });

/** "Rs 85,000" from integer paisa: whole rupees unless there are paisa ("Rs 1.50"). */
export function formatRupees(money: Money): string {
  return (money.amountPaisa % 100 === 0 ? rupees : withPaisa).format(money.amountPaisa / 100);
}
