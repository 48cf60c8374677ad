// Which payment methods the checkout offers: those of the configured gateway, and bank transfer when an
// account is configured. What each is called and what happens next is said here, once.
import type { Language, PaymentMethod } from '@/contract';
import { PAYMENT_METHOD_LABEL } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { paymentMethodsSentence } from '../catalogue/payment-methods-text';
import { activeGateway, paymentOptions } from './settings';

const DESCRIPTION: Record<PaymentMethod, string> = {
  card: 'Visa, Mastercard or UnionPay, on the payment provider’s secure page.',
  jazzcash: 'Approve the payment in your JazzCash account on the payment provider’s page.',
  easypaisa: 'Approve the payment in your Easypaisa account on the payment provider’s page.',
  bank_transfer:
    'Transfer from any Pakistani bank account or by Raast, then send us the transaction id and a screenshot. Staff confirm it within one working day.',
};

type MethodOffer = { id: PaymentMethod; label: string; description: string };

/** Bank transfer as offered: Raast named only when the account has a Raast ID. */
export const bankTransferOffer = (raast: boolean): MethodOffer =>
  raast
    ? { id: 'bank_transfer', label: PAYMENT_METHOD_LABEL.bank_transfer, description: DESCRIPTION.bank_transfer }
    : {
        id: 'bank_transfer',
        label: 'Bank transfer',
        description:
          'Transfer from any Pakistani bank account, then send us the transaction id and a screenshot. Staff confirm it within one working day.',
      };

export function availableMethods(deps: PlatformDeps): MethodOffer[] {
  const offers: MethodOffer[] = (activeGateway(deps)?.methods ?? []).map((id) => ({
    id,
    label: PAYMENT_METHOD_LABEL[id],
    description: DESCRIPTION[id],
  }));
  const bank = paymentOptions(deps).bankTransfer;
  return bank ? [...offers, bankTransferOffer(bank.raastId !== null)] : offers;
}

/** The sentence site texts use for `{payment methods}`: what this deployment's checkout offers. */
export function offeredPaymentMethodsSentence(deps: PlatformDeps, language: Language = 'en'): string {
  return paymentMethodsSentence(
    availableMethods(deps).map((method) => method.id),
    Boolean(paymentOptions(deps).bankTransfer?.raastId),
    language,
  );
}
