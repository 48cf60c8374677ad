// Site texts that name payment methods say only what this deployment offers: `{payment methods}` in a FAQ
// answer is filled from the checkout's configuration (the gateway's methods, bank transfer, Raast), so an
// operator without a bank account or a gateway never promises one.
import type { Language, PaymentMethod } from '@/contract';

export const PAYMENT_METHODS_PLACEHOLDER = '{payment methods}';

const or = new Intl.ListFormat('en', { type: 'disjunction' });
const orUrdu = new Intl.ListFormat('ur', { type: 'disjunction' });

/** One sentence naming the methods on offer, e.g. "You can pay by debit or credit card …, or by bank transfer or Raast." */
export function paymentMethodsSentence(
  methods: readonly PaymentMethod[],
  raast: boolean,
  language: Language = 'en',
): string {
  if (language === 'ur') return urduPaymentMethodsSentence(methods, raast);
  const ways: string[] = [];
  if (methods.includes('card')) ways.push('by debit or credit card (issued in Pakistan or abroad)');
  const wallets = (['jazzcash', 'easypaisa'] as const).filter((wallet) => methods.includes(wallet));
  if (wallets.length > 0)
    ways.push(
      `with a ${or.format(wallets.map((wallet) => (wallet === 'jazzcash' ? 'JazzCash' : 'Easypaisa')))} mobile wallet`,
    );
  if (methods.includes('bank_transfer')) ways.push(raast ? 'by bank transfer or Raast' : 'by bank transfer');
  if (ways.length === 0)
    return 'Online payment is not available at the moment; send us a request from the Support page and we will tell you how to pay.';
  return `You can pay ${or.format(ways)}.`;
}

/** The same sentence in Urdu (docs/urdu-glossary.md); wallet names stay as their brands write them. */
function urduPaymentMethodsSentence(methods: readonly PaymentMethod[], raast: boolean): string {
  const ways: string[] = [];
  if (methods.includes('card')) ways.push('ڈیبٹ یا کریڈٹ کارڈ (پاکستان یا بیرونِ ملک سے جاری شدہ)');
  const wallets = (['jazzcash', 'easypaisa'] as const).filter((wallet) => methods.includes(wallet));
  if (wallets.length > 0)
    ways.push(
      `${orUrdu.format(wallets.map((wallet) => (wallet === 'jazzcash' ? 'جاز کیش' : 'ایزی پیسہ')))} موبائل والیٹ`,
    );
  if (methods.includes('bank_transfer')) ways.push(raast ? 'بینک ٹرانسفر یا راست' : 'بینک ٹرانسفر');
  if (ways.length === 0)
    return 'آن لائن ادائیگی اس وقت دستیاب نہیں؛ مدد کے صفحے سے ہمیں درخواست بھیجیں، ہم آپ کو ادائیگی کا طریقہ بتائیں گے۔';
  return `آپ ${orUrdu.format(ways)} سے ادائیگی کر سکتے ہیں۔`;
}

export const fillPaymentMethods = (text: string, sentence: string) =>
  text.replaceAll(PAYMENT_METHODS_PLACEHOLDER, sentence);
