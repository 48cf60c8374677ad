// The words of the mails about a payment (the receipt, a bank transfer not confirmed) in the learner's language: the
// one their account was made in. Urdu in the portal's polite register (docs/urdu-glossary.md), amounts as
// "85,000 روپے", dates in ur-PK; what the platform holds only in English (programme, intake and line names, the
// issuer's address, staff's reason) stays as it is.
import {
  formatRupees,
  issuerLines,
  PAYMENT_METHOD_LABEL,
  type Language,
  type Money,
  type PaymentMethod,
  type Receipt,
} from '@/contract';

const DAY: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-PK', { dateStyle: 'long', timeZone: 'UTC' }),
  ur: new Intl.DateTimeFormat('ur-PK', { dateStyle: 'long', timeZone: 'UTC' }),
};

const URDU_METHOD: Record<PaymentMethod, string> = {
  card: 'ڈیبٹ یا کریڈٹ کارڈ',
  jazzcash: 'JazzCash والٹ',
  easypaisa: 'Easypaisa والٹ',
  bank_transfer: 'بینک ٹرانسفر یا Raast',
};

const methodIn = (language: Language, method: PaymentMethod) =>
  language === 'ur' ? URDU_METHOD[method] : PAYMENT_METHOD_LABEL[method];

interface MailText {
  subject: string;
  /** The lines under the greeting. */
  body: string[];
}

/** The receipt mail; `receiptUrl` is the receipt's page in the same language. */
export function receiptMailText(language: Language, receipt: Receipt, receiptUrl: string): MailText {
  const { order, number, payment, transactionId } = receipt;
  const money = (amount: Money) => formatRupees(amount, language);
  const start = DAY[language].format(new Date(`${order.intake.startsOn}T00:00:00Z`));
  const method = methodIn(language, payment.method);
  const issuer = receipt.issuer ? issuerLines(receipt.issuer) : [];
  if (language === 'ur')
    return {
      subject: `آپ کی رسید ${number}: ${order.programme.title}`,
      body: [
        order.semester > 1
          ? `شکریہ: ہمیں ${order.programme.title} کے سمسٹر ${order.semester} کے لیے آپ کی ${money(order.total)} کی ادائیگی موصول ہو گئی ہے۔`
          : `شکریہ: ہمیں آپ کی ${money(order.total)} کی ادائیگی موصول ہو گئی ہے اور ${order.programme.title} میں آپ کا اندراج ہو گیا ہے۔`,
        '',
        `رسید نمبر: ${number}`,
        `آرڈر: ${order.reference}`,
        ...order.lines.map((line) => `${line.description}: ${money(line.amount)}`),
        `داخلہ: ${order.intake.name}، ${start} سے شروع`,
        `ادائیگی کا طریقہ: ${method}${transactionId ? `، ٹرانزیکشن ${transactionId}` : ''}`,
        ...(issuer.length ? ['', 'وصول کنندہ:', ...issuer] : []),
        '',
        `اپنی رسید دیکھیں اور پرنٹ کریں: ${receiptUrl}`,
      ],
    };
  return {
    subject: `Your receipt ${number}: ${order.programme.title}`,
    body: [
      order.semester > 1
        ? `Thank you: we have received your payment of ${money(order.total)} for semester ${order.semester} of ${order.programme.title}.`
        : `Thank you: we have received your payment of ${money(order.total)} and you are enrolled in ${order.programme.title}.`,
      '',
      `Receipt number: ${number}`,
      `Order: ${order.reference}`,
      ...order.lines.map((line) => `${line.description}: ${money(line.amount)}`),
      `Intake: ${order.intake.name}, starting ${start}`,
      `Paid by: ${method}${transactionId ? `, transaction ${transactionId}` : ''}`,
      ...(issuer.length ? ['', 'Paid to:', ...issuer] : []),
      '',
      `See and print your receipt: ${receiptUrl}`,
    ],
  };
}

export interface RefusedTransfer {
  amount: Money;
  programme: string;
  reference: string;
  transferId: string | null;
  reason: string | null;
  /** Where to send it again or pay another way. */
  againUrl: string;
}

/** The mail when staff do not confirm a bank transfer. */
export function transferRejectedMailText(language: Language, transfer: RefusedTransfer): MailText {
  const { programme, reference, againUrl } = transfer;
  const amount = formatRupees(transfer.amount, language);
  if (language === 'ur')
    return {
      subject: `ہم آپ کی بینک ٹرانسفر کی تصدیق نہیں کر سکے: ${programme}`,
      body: [
        `ہم ${programme} کے لیے آپ کی ${amount} کی بینک ٹرانسفر کی تصدیق نہیں کر سکے (آرڈر ${reference}، ٹرانزیکشن آئی ڈی ${transfer.transferId ?? 'نہیں دی گئی'})۔`,
        '',
        `وجہ: ${transfer.reason ?? 'نہیں بتائی گئی'}`,
        '',
        `آپ کا آرڈر ابھی کھلا ہے۔ ٹرانسفر کی تفصیلات دوبارہ بھیجیں، یا کسی اور طریقے سے ادائیگی کریں: ${againUrl}`,
      ],
    };
  return {
    subject: `We could not confirm your bank transfer: ${programme}`,
    body: [
      `We could not confirm your bank transfer of ${amount} for ${programme} (order ${reference}, transaction id ${transfer.transferId ?? 'not given'}).`,
      '',
      `Reason: ${transfer.reason ?? 'not given'}`,
      '',
      `Your order is still open. Send the transfer details again, or pay another way: ${againUrl}`,
    ],
  };
}
