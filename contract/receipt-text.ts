// The words a receipt uses for who was paid and how, shared by the printable page and the receipt e-mail.
import type { Organisation } from './catalogue';
import type { Receipt } from './checkout';
import { PAYMENT_METHOD_LABEL } from './checkout';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** Legal name, address, company registration and NTN, a line each. */
export function issuerLines(issuer: Organisation): string[] {
  const { address } = issuer;
  return [
    issuer.legalName,
    address.streetAddress,
    `${address.locality} ${address.postalCode}, ${address.region}, ${COUNTRY_NAMES.of(address.countryCode) ?? address.countryCode}`,
    issuer.registration,
    ...(issuer.taxNumber ? [`NTN ${issuer.taxNumber}`] : []),
  ];
}

/** "Debit or credit card, transaction TG-123": the method and the id the learner's statement shows. */
export const paidByText = (receipt: Pick<Receipt, 'payment' | 'transactionId'>) =>
  `${PAYMENT_METHOD_LABEL[receipt.payment.method]}${receipt.transactionId ? `, transaction ${receipt.transactionId}` : ''}`;
